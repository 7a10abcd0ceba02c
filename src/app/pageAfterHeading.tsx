import { createElement, Fragment, Suspense, useEffect, useState, type ComponentType } from 'react';
import { isPageShown, whenPageShown } from '@/shared/routing/prefetch';
import { ShellSkeleton } from '@/shell/ShellSkeleton';
import { preloadedLazy, type Loader } from '@/app/preloadedLazy';

export interface PageAfterHeading {
  Component: ComponentType;
  /** The page's code (what a link prefetches). */
  load: Loader;
  /** What a first load asks for at boot: the page's reads, when it has any. */
  loadReads?: Loader;
}

/**
 * A page whose code is asked for only once the first heading is on screen (whenPageShown): opened
 * directly, the shell's heading and a skeleton come first, then the page (first-load budget,
 * docs/performance.md). Its first reads, when given (`loadReads`, a component that renders nothing),
 * start with the scope's meanwhile, so its rows are not later for it. Later, as on any in-app
 * navigation, it is a preloadedLazy route. The code is in before the page renders, so no Suspense
 * fallback is revealed late (React throttles those reveals).
 */
export function pageAfterHeading(loadModule: Loader, loadReadsModule?: Loader): PageAfterHeading {
  const { Component: Page, load } = preloadedLazy(loadModule);
  const reads = loadReadsModule && preloadedLazy(loadReadsModule);
  function AfterHeading() {
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
    if (ready) return createElement(Page);
    return createElement(
      Fragment,
      null,
      reads && createElement(Suspense, { fallback: null }, createElement(reads.Component)),
      createElement(ShellSkeleton),
    );
  }
  return { Component: AfterHeading, load, loadReads: reads?.load };
}
