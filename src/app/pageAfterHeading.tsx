import {
  createElement,
  Fragment,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { Store } from '@reduxjs/toolkit';
import { ReactReduxContext } from 'react-redux';
import { holdPrefetches, isPageShown, whenPageShown } from '@/shared/routing/prefetch';
import type { RootState } from '@/shared/store/rootState';
import { whenReadsSettled } from '@/app/readsSettled';
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
 * fallback is revealed late (React throttles those reveals). Links prefetch other routes only once the
 * page has rendered and its first reads have answered (usePrefetchHold).
 */
export function pageAfterHeading(loadModule: Loader, loadReadsModule?: Loader): PageAfterHeading {
  const { Component: Page, load } = preloadedLazy(loadModule);
  const reads = loadReadsModule && preloadedLazy(loadReadsModule);
  function AfterHeading() {
    const [ready, setReady] = useState(isPageShown);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    usePrefetchHold(ready);
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

/**
 * On a first load, holds link prefetches while the page's code and first reads come in: other routes'
 * downloads and module evaluation would delay its first rows. Released once the page has rendered
 * and no read of the store is pending (without a store, once it has rendered), or when it unmounts.
 */
function usePrefetchHold(ready: boolean): void {
  const store = useContext(ReactReduxContext)?.store as Store<RootState> | undefined;
  const [firstLoad] = useState(() => !isPageShown());
  const release = useRef<(() => void) | null>(null);
  // In the commit that mounts the page: before the heading's paint lets links prefetch.
  useLayoutEffect(() => {
    if (!firstLoad) return;
    const releaseHold = holdPrefetches();
    release.current = releaseHold;
    return releaseHold;
  }, [firstLoad]);
  // The page's own effects have run by now (a child's effects run first), so its reads have started.
  useEffect(() => {
    if (!firstLoad || !ready) return;
    const releaseHold = () => release.current?.();
    if (!store) {
      releaseHold();
      return;
    }
    return whenReadsSettled(store, releaseHold);
  }, [firstLoad, ready, store]);
}
