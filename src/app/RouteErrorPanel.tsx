import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '@/shell/ErrorPanel';

/** Route-level failures (e.g. a lazy chunk that failed to load after a deploy): reload to recover. */
export function RouteErrorPanel() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unexpected error';
  return <ErrorPanel message={message} onRetry={() => window.location.reload()} />;
}
