import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@contract/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_SETTLE_MS, SearchWorkbench } from '@/features/search/components/SearchWorkbench';
import { renderWithProviders } from '../utils/renderWithProviders';
import { stubDashboardApi, type StubReply } from '../utils/stubDashboardApi';

const freeUsage: StubReply = {
  body: {
    data: {
      planId: 'free',
      projects: { used: 1, limit: 3 },
      sourcesPerProject: { used: 1, limit: 5 },
      documentsPerProject: { used: 1, limit: 1000 },
      webhooks: { used: 0, allowed: false },
      semanticSearch: { used: 0, allowed: false },
    },
  },
};

const hits = (title: string) => ({
  body: {
    data: {
      hits: [
        {
          score: 0.5,
          keywordRank: 1,
          vectorRank: null,
          snippet: `${HIGHLIGHT_START}${title}${HIGHLIGHT_END} policy`,
          chunk: { id: `c-${title}`, position: 0, content: 'text' },
          document: { id: `d-${title}`, title, url: null, source_id: 's1', mime_type: 'text/plain' },
        },
      ],
      tookMs: 3,
      embedder: null,
    },
  },
});

const pageCalls = {
  'GET /projects/p1/search/history': { body: { data: [] } },
  'GET /projects/p1/search/checks?k=10': { body: { data: { k: 10, checks: [], results: [] } } },
  'GET /subscriptions/usage': freeUsage,
};

const searches = (calls: { path: string }[]) =>
  calls.map((call) => call.path).filter((path) => path.startsWith('/projects/p1/search?'));

const renderPage = (semanticOn: boolean | null, route = '/projects/p1/search') =>
  renderWithProviders(
    <SearchWorkbench projectId="p1" sources={[{ id: 's1', name: 'Handbook' }]} semanticOn={semanticOn} />,
    {
      route,
    },
  );

// Waits are for events; the bound only has to outlast a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => vi.useRealTimers());

describe('SearchWorkbench', () => {
  it('opens a Free project in Keyword, Semantic and Hybrid marked as locked with the plan’s reason', async () => {
    stubDashboardApi(pageCalls);
    renderPage(false);
    expect((screen.getByRole('radio', { name: 'Keyword' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Hybrid' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Semantic' }) as HTMLInputElement).disabled).toBe(true);
    expect(
      await screen.findByText(/Semantic search is not included in the Free plan\. Upgrade your plan/),
    ).toBeTruthy();
  });

  it('opens in Hybrid where semantic search is on', () => {
    stubDashboardApi(pageCalls);
    renderPage(true);
    expect((screen.getByRole('radio', { name: 'Hybrid' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Semantic' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('runs a link’s search in Keyword when the mode it asks for is locked', async () => {
    const api = stubDashboardApi({
      ...pageCalls,
      'GET /projects/p1/search?q=vacation&mode=keyword&group=document&limit=10': hits('Vacation'),
    });
    renderPage(false, '/projects/p1/search?q=vacation&mode=hybrid');
    expect(await screen.findByRole('link', { name: 'Vacation' })).toBeTruthy();
    expect(searches(api.calls)).toEqual(['/projects/p1/search?q=vacation&mode=keyword&group=document&limit=10']);
  });

  it('runs nothing before the project says whether semantic search is on', () => {
    const api = stubDashboardApi(pageCalls);
    renderPage(null, '/projects/p1/search?q=vacation');
    expect((screen.getByRole('radio', { name: 'Keyword' }) as HTMLInputElement).disabled).toBe(true);
    expect(searches(api.calls)).toEqual([]);
  });

  it('searches as the user types, once typing pauses, and keeps the last list while the next loads', async () => {
    let answerNext: () => void = () => undefined;
    const api = stubDashboardApi({
      ...pageCalls,
      'GET /projects/p1/search?q=vac&mode=keyword&group=document&limit=10&typeahead=1': hits('First'),
      'GET /projects/p1/search?q=vacation&mode=keyword&group=document&limit=10': () =>
        new Promise<StubReply>((resolve) => (answerNext = () => resolve(hits('Second')))),
    });
    renderPage(false);
    const box = screen.getByRole('searchbox', { name: 'Query' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'v' } });
    fireEvent.change(box, { target: { value: 'va' } });
    fireEvent.change(box, { target: { value: 'vac' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searches(api.calls)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByRole('link', { name: 'First' })).toBeTruthy();
    expect(searches(api.calls)).toEqual(['/projects/p1/search?q=vac&mode=keyword&group=document&limit=10&typeahead=1']);

    // Enter searches at once; what was typed stays in the box, the last list stays until the next answers.
    fireEvent.change(box, { target: { value: 'vacation' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(searches(api.calls)).toHaveLength(2));
    expect((box as HTMLInputElement).value).toBe('vacation');
    expect(screen.getByRole('link', { name: 'First' })).toBeTruthy();
    answerNext();
    expect(await screen.findByRole('link', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'First' })).toBeNull();
  });

  it('asks typed queries as typeahead and the settled one without, which alone refreshes the history', async () => {
    const api = stubDashboardApi({
      ...pageCalls,
      'GET /projects/p1/search?q=va&mode=keyword&group=document&limit=10&typeahead=1': hits('Vague'),
      'GET /projects/p1/search?q=vacation&mode=keyword&group=document&limit=10&typeahead=1': hits('Vacation'),
      'GET /projects/p1/search?q=vacation&mode=keyword&group=document&limit=10': hits('Vacation'),
    });
    renderPage(false);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/projects/p1/search/history')).toBe(true));
    const historyReads = () => api.calls.filter((call) => call.path === '/projects/p1/search/history').length;
    const box = screen.getByRole('searchbox', { name: 'Query' });

    // Microtasks run between timers, so each search is asked as its timer fires.
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'va' } });
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.change(box, { target: { value: 'vacation' } });
    await wait(SEARCH_DEBOUNCE_MS);
    expect(searches(api.calls)).toEqual([
      '/projects/p1/search?q=va&mode=keyword&group=document&limit=10&typeahead=1',
      '/projects/p1/search?q=vacation&mode=keyword&group=document&limit=10&typeahead=1',
    ]);
    await wait(SEARCH_SETTLE_MS - SEARCH_DEBOUNCE_MS - 1);
    expect(searches(api.calls)).toHaveLength(2);
    expect(historyReads()).toBe(1);

    // Typing has paused on "vacation": the settled search is asked once without typeahead, and kept.
    await wait(1);
    vi.useRealTimers();
    await waitFor(() => expect(historyReads()).toBe(2));
    expect(searches(api.calls).slice(2)).toEqual([
      '/projects/p1/search?q=vacation&mode=keyword&group=document&limit=10',
    ]);
    expect(screen.getByRole('link', { name: 'Vacation' })).toBeTruthy();
  });

  it('says a failed search once, in its toast, with no banner on the page', async () => {
    stubDashboardApi({
      ...pageCalls,
      'GET /projects/p1/search?q=vacation&mode=hybrid&group=document&limit=10': {
        status: 400,
        body: { errorCode: 'SEMANTIC_SEARCH_OFF', error: 'Semantic search is off for this project' },
      },
    });
    const { store } = renderPage(true, '/projects/p1/search?q=vacation');
    // Once the search has failed in the store and the page has rendered it (its spinner gone), the page
    // shows all it will show for the failure.
    await waitFor(() => {
      expect(Object.values(store.getState().api.queries).some((query) => query?.status === 'rejected')).toBe(true);
      expect(screen.queryByLabelText('Searching')).toBeNull();
    });
    expect(store.getState().toasts.items.map((toast) => toast.message)).toEqual(['Failed searching documents']);
    expect(screen.getByRole('searchbox', { name: 'Query' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});
