import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The panel loads only when a page has crashed, keeping it out of the first load.
const ErrorPanel = lazy(() => import('@/shell/ErrorPanel'));

// A route's code that failed to load stays failed in this document (React.lazy and the module map
// keep the rejection), so for those "Try again" reloads the page to fetch it afresh.
const CHUNK_LOAD_ERROR = /dynamically imported module|Importing a module script failed/i;

interface Props {
  /** A change (e.g. the location) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Keeps a crashing page from taking the shell down; "Try again" re-renders it. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      return (
        <Suspense fallback={<p role="alert">{error.message}</p>}>
          <ErrorPanel
            message={error.message}
            onRetry={() =>
              CHUNK_LOAD_ERROR.test(error.message) ? window.location.reload() : this.setState({ error: null })
            }
          />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
