import { createElement, lazy, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type Loader = () => Promise<PageModule>;

/**
 * React.lazy that renders the component straight away once its code has arrived (the boot prefetches
 * the first URL's routes). A plain lazy suspends on its first render even then, and React reveals a
 * suspended boundary's content only after a fixed throttle once its fallback showed: an idle main
 * thread before a deep link's first rows (docs/performance.md). `load` is what prefetching should call.
 */
export function preloadedLazy(loadModule: Loader): { Component: ComponentType; load: Loader } {
  let loaded: ComponentType | undefined;
  // Sets `loaded` before React's own `then` on this promise retries the suspended render.
  const load = () =>
    loadModule().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function PreloadedLazy() {
    return createElement(loaded ?? Lazy);
  }
  return { Component: PreloadedLazy, load };
}
