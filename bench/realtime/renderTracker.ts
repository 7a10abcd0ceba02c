// Counts which components rendered in each React commit, through the React DevTools hook that
// react-dom (production and profiling builds too) reports every commit to. Install it before
// react-dom loads. Walk rules follow DevTools: a reused subtree (same child pointer) did not render.

interface Fiber {
  tag: number;
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  flags: number;
}

const PERFORMED_WORK = 0b1;
// FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent (MemoComponent renders an inner fiber).
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);

export interface RenderTracker {
  /** Walking is off unless enabled, so timed runs pay nothing for it. */
  enabled: boolean;
  /** Commits of any React root, counted whether or not walking is enabled. */
  commits: number;
  /** Renders per component name since the last reset. */
  readonly counts: Map<string, number>;
  reset(): void;
}

function componentName(fiber: Fiber): string {
  const type = fiber.type as { displayName?: string; name?: string; render?: { name?: string } } | null;
  return type?.displayName || type?.name || type?.render?.name || 'Anonymous';
}

function visit(first: Fiber | null, counts: Map<string, number>): void {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    const previous = fiber.alternate;
    const rendered = previous === null || (fiber.flags & PERFORMED_WORK) !== 0;
    if (rendered && COMPONENT_TAGS.has(fiber.tag)) {
      const name = componentName(fiber);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    if (previous === null || fiber.child !== previous.child) visit(fiber.child, counts);
  }
}

export function installRenderTracker(): RenderTracker {
  const tracker: RenderTracker = {
    enabled: false,
    commits: 0,
    counts: new Map(),
    reset() {
      tracker.counts.clear();
    },
  };
  const renderers = new Map<number, unknown>();
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_rendererId: number, root: { current: Fiber }) {
      tracker.commits += 1;
      if (tracker.enabled) visit(root.current.child, tracker.counts);
    },
  };
  return tracker;
}
