/**
 * Route-code prefetching. The router (app/) registers how to load a path's lazy modules;
 * shared links call prefetchRoute without knowing the route table.
 *
 * On a first load, links prefetch (and pages preload their dialogs) only once the page's first heading
 * is on screen: the shell's tabs and links mount before the page they frame, and that code would
 * otherwise compete with the page's own first load. "On screen" is the task after the frame that paints
 * the heading, so nothing asked for in the heading's own task delays its paint. A page opened directly
 * may hold link prefetches longer (holdPrefetches): until its own code and first reads are in, so other
 * routes' downloads and module evaluation do not delay its first rows.
 */
type Prefetcher = (pathname: string) => void;

let prefetcher: Prefetcher | null = null;
const prefetched = new Set<string>();
const waiting: Array<() => void> = [];
let pageShown = false;
let painting = false;
let watching: MutationObserver | null = null;
let holds = 0;
const held: string[] = [];

function flush(): void {
  pageShown = true;
  for (const task of waiting.splice(0)) task();
}

/** Runs `task` in the task after the next painted frame (at once in a hidden tab, which paints nothing). */
function afterNextPaint(task: () => void): void {
  const nextTask = () => setTimeout(task, 0);
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
    requestAnimationFrame(nextTask);
  } else nextTask();
}

/** The heading is in the document: flush once it has been painted. */
function afterHeadingPaint(): void {
  watching?.disconnect();
  watching = null;
  if (painting) return;
  painting = true;
  afterNextPaint(flush);
}

function run(pathname: string): void {
  if (!prefetcher || prefetched.has(pathname)) return;
  if (holds > 0) {
    held.push(pathname);
    return;
  }
  prefetched.add(pathname);
  prefetcher(pathname);
}

/** One held route a task: asked for at once, a dozen routes' imports made one long task. */
function runHeld(): void {
  const pathname = holds > 0 ? undefined : held.shift();
  if (pathname === undefined) return;
  run(pathname);
  setTimeout(runHeld, 0);
}

/** True once the page has shown its first heading; until then, starts watching for it. */
function headingShown(): boolean {
  if (pageShown) return true;
  if (typeof document === 'undefined') {
    pageShown = true;
    return true;
  }
  if (document.querySelector('h1')) afterHeadingPaint();
  else if (!watching && !painting && typeof MutationObserver !== 'undefined') {
    watching = new MutationObserver(() => {
      if (document.querySelector('h1')) afterHeadingPaint();
    });
    watching.observe(document.body, { childList: true, subtree: true });
  }
  return false;
}

/** Whether the first heading has been shown (without starting to watch for it). */
export function isPageShown(): boolean {
  return pageShown;
}

export function registerRoutePrefetcher(fn: Prefetcher | null): void {
  prefetcher = fn;
  prefetched.clear();
}

/** Runs `task` (a prefetch) once the page has shown its first heading: at once after that. */
export function whenPageShown(task: () => void): void {
  if (headingShown()) task();
  else waiting.push(task);
}

/**
 * Holds link prefetches (prefetchRoute) until the returned release is called; other whenPageShown tasks
 * are not held. Held prefetches run after the frame that follows the last release, one a task.
 */
export function holdPrefetches(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) afterNextPaint(runHeld);
  };
}

export function prefetchRoute(to: string): void {
  const pathname = to.split(/[?#]/)[0];
  whenPageShown(() => run(pathname));
}
