import { Component, type ErrorInfo, type ReactNode } from 'react';
import classes from '@/app/AppErrorBoundary.module.css';

interface State {
  error: Error | null;
}

/**
 * Last line of defence (e.g. a route chunk that fails to load after a deploy): reload to recover.
 * Plain elements on purpose: it must render even when component chunks cannot load.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('App crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={classes.panel}>
        <strong>Something went wrong</strong>
        <p className={classes.message}>{this.state.error.message}</p>
        <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
}
