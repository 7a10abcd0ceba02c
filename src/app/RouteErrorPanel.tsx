import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import classes from '@/app/RouteErrorPanel.module.css';

/**
 * Route-level failures (e.g. a lazy chunk that failed to load after a deploy): reload to recover.
 * Plain elements on purpose: it must render even when component chunks cannot load.
 */
export function RouteErrorPanel() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unexpected error';
  return (
    <div role="alert" className={classes.panel}>
      <strong>Something went wrong</strong>
      <p className={classes.message}>{message}</p>
      <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
