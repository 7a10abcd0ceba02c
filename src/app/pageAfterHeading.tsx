import { createElement, useEffect, useState, type ComponentType } from 'react';
import { isPageShown, whenPageShown } from '@/shared/routing/prefetch';
import { ShellSkeleton } from '@/shell/ShellSkeleton';
import { preloadedLazy, type Loader } from '@/app/preloadedLazy';

/**
 * A page whose code is asked for only once the first heading is on screen (whenPageShown): opened
 * directly, the shell's heading and a skeleton come first, then the page (first-load budget,
 * docs/performance.md). Later, as on any in-app navigation, it is a preloadedLazy route. The code is in
 * before the page renders, so no Suspense fallback is revealed late (React throttles those reveals).
 */
export function pageAfterHeading(loadModule: Loader): { Component: ComponentType; load: Loader } {
  const { Component: Page, load } = preloadedLazy(loadModule);
  function PageAfterHeading() {
    const [ready, setReady] = useState(isPageShown);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      whenPageShown(() =>
        load().then(
          () => mounted && setReady(true),
          (error: unknown) => mounted && setFailure({ error }),
        ),
      );
      return () => {
        mounted = false;
      };
    }, [ready]);
    // A chunk that failed to load goes to the page's error boundary, as React.lazy's would.
    if (failure) throw failure.error;
    return createElement(ready ? Page : ShellSkeleton);
  }
  return { Component: PageAfterHeading, load };
}
