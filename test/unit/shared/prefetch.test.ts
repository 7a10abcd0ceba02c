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

  it('fetches at once when the heading is already there', async () => {
    document.body.append(document.createElement('h1'));
    const { prefetchRoute, registerRoutePrefetcher } = await import('@/shared/routing/prefetch');
    const fetched: string[] = [];
    registerRoutePrefetcher((pathname) => fetched.push(pathname));
    prefetchRoute('/projects');
    expect(fetched).toEqual(['/projects']);
  });
});
