import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

describe('prefetchRoute on a first load', () => {
  it("waits for the page's first heading, then fetches each route once", async () => {
    const { prefetchRoute, registerRoutePrefetcher, whenPageShown } = await import('@/shared/routing/prefetch');
    const fetched: string[] = [];
    registerRoutePrefetcher((pathname) => fetched.push(pathname));
    const shown = vi.fn();
    prefetchRoute('/projects/p1/search?q=x');
    prefetchRoute('/projects/p1/search');
    whenPageShown(shown);
    expect(fetched).toEqual([]);
    expect(shown).not.toHaveBeenCalled();

    document.body.append(Object.assign(document.createElement('h1'), { textContent: 'Project' }));
    await vi.waitFor(() => expect(fetched).toEqual(['/projects/p1/search']));
    expect(shown).toHaveBeenCalledTimes(1);
    prefetchRoute('/projects/p1/graphql');
    expect(fetched).toEqual(['/projects/p1/search', '/projects/p1/graphql']);
  });

  it('asks for nothing in the task that shows the heading: only once it has been painted', async () => {
    const { isPageShown, registerRoutePrefetcher, whenPageShown } = await import('@/shared/routing/prefetch');
    registerRoutePrefetcher(() => undefined);
    const shown = vi.fn();
    whenPageShown(shown);
    document.body.append(document.createElement('h1'));
    // The observer's microtask has run: a request started now would share the heading's task.
    await Promise.resolve();
    await Promise.resolve();
    expect(shown).not.toHaveBeenCalled();
    expect(isPageShown()).toBe(false);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(isPageShown()).toBe(true);
  });

  it('with the heading already there, fetches after its paint, then at once', async () => {
    document.body.append(document.createElement('h1'));
    const { prefetchRoute, registerRoutePrefetcher } = await import('@/shared/routing/prefetch');
    const fetched: string[] = [];
    registerRoutePrefetcher((pathname) => fetched.push(pathname));
    prefetchRoute('/projects');
    expect(fetched).toEqual([]);
    await vi.waitFor(() => expect(fetched).toEqual(['/projects']));
    prefetchRoute('/settings/account');
    expect(fetched).toEqual(['/projects', '/settings/account']);
  });
});

describe('holdPrefetches', () => {
  it('holds link prefetches, not other tasks, until every hold is released', async () => {
    const { holdPrefetches, prefetchRoute, registerRoutePrefetcher, whenPageShown } =
      await import('@/shared/routing/prefetch');
    const fetched: string[] = [];
    registerRoutePrefetcher((pathname) => fetched.push(pathname));
    const releaseCode = holdPrefetches();
    const releaseReads = holdPrefetches();
    const pageTask = vi.fn();
    prefetchRoute('/projects/p1/search');
    whenPageShown(pageTask);
    document.body.append(document.createElement('h1'));
    await vi.waitFor(() => expect(pageTask).toHaveBeenCalledTimes(1));
    prefetchRoute('/projects/p1/graphql');
    expect(fetched).toEqual([]);

    releaseCode();
    releaseCode();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual([]);
    releaseReads();
    await vi.waitFor(() => expect(fetched).toEqual(['/projects/p1/search', '/projects/p1/graphql']));
    prefetchRoute('/projects');
    expect(fetched).toEqual(['/projects/p1/search', '/projects/p1/graphql', '/projects']);
  });
});

describe('held prefetches', () => {
  it('run one a task once released, so their imports make no long task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const { holdPrefetches, prefetchRoute, registerRoutePrefetcher } = await import('@/shared/routing/prefetch');
      const fetched: string[] = [];
      registerRoutePrefetcher((pathname) => fetched.push(pathname));
      const release = holdPrefetches();
      prefetchRoute('/projects');
      prefetchRoute('/settings/account');
      document.body.append(document.createElement('h1'));
      await vi.runAllTimersAsync();
      expect(fetched).toEqual([]);

      release();
      await vi.runOnlyPendingTimersAsync(); // the frame after the release
      await vi.runOnlyPendingTimersAsync();
      expect(fetched).toEqual(['/projects']);
      await vi.runOnlyPendingTimersAsync();
      expect(fetched).toEqual(['/projects', '/settings/account']);
    } finally {
      vi.useRealTimers();
    }
  });
});
