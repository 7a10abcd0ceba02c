/**
 * Route-code prefetching. The router (app/) registers how to load a path's lazy modules;
 * shared links call prefetchRoute without knowing the route table.
 */
type Prefetcher = (pathname: string) => void;

let prefetcher: Prefetcher | null = null;
const prefetched = new Set<string>();

export function registerRoutePrefetcher(fn: Prefetcher | null): void {
  prefetcher = fn;
  prefetched.clear();
}

export function prefetchRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0];
  if (!prefetcher || prefetched.has(pathname)) return;
  prefetched.add(pathname);
  prefetcher(pathname);
}
