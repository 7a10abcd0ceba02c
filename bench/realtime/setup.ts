import { installRenderTracker } from './renderTracker';

// Runs before the scenario imports react-dom, so the tracker sees every commit.
(globalThis as Record<string, unknown>).benchRenderTracker = installRenderTracker();

// jsdom lacks what Mantine reads while rendering the list.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
