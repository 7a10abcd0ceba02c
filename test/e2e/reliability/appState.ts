import type { Page } from '@playwright/test';

/**
 * Everything the tab keeps that a script could read: the Redux state (found through React's root
 * fiber; the production build exposes nothing), localStorage, sessionStorage, and the page URL.
 * Cookies are left out on purpose: @supabase/ssr keeps the session there by design.
 */
export function readableState(
  page: Page,
): Promise<{ redux: string; localStorage: string; sessionStorage: string; url: string }> {
  return page.evaluate(() => {
    type Fiber = { memoizedProps?: { store?: { getState(): unknown } }; child?: Fiber; sibling?: Fiber } | undefined;
    const root = document.getElementById('root') as unknown as Record<string, Fiber> | null;
    const key = root ? Object.keys(root).find((name) => name.startsWith('__reactContainer$')) : undefined;
    const stack: Fiber[] = [key && root ? root[key] : undefined];
    let state: unknown;
    while (stack.length > 0 && state === undefined) {
      const fiber = stack.pop();
      if (!fiber) continue;
      const store = fiber.memoizedProps?.store;
      if (store && typeof store.getState === 'function') state = store.getState();
      stack.push(fiber.child, fiber.sibling);
    }
    if (state === undefined) throw new Error('The Redux store was not found');
    const dump = (storage: Storage) =>
      JSON.stringify(Object.fromEntries(Object.keys(storage).map((name) => [name, storage.getItem(name)])));
    return {
      redux: JSON.stringify(state),
      localStorage: dump(window.localStorage),
      sessionStorage: dump(window.sessionStorage),
      url: window.location.href,
    };
  });
}
