import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SourceOverviewPage from '@/features/sources/pages/SourceOverviewPage';
import { sourcesActions } from '@/features/sources/sourcesSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { makeSource } from '../utils/sourceFixture';
import { stubDashboardApi } from '../utils/stubDashboardApi';

vi.mock('@/shared/supabase/client', () => ({
  getSupabase: () => ({ auth: { getSession: async () => ({ data: { session: null } }) } }),
}));
const redirect = vi.hoisted(() => vi.fn((_url: unknown) => true));
vi.mock('@/features/sources/providerRedirect', () => ({ redirectToProvider: redirect }));

const COUNTS = 'GET /projects/p1/sources/s1/document-counts';

/**
 * Answers dashboard calls by "METHOD /path" with `{ data: reply }` and records them; the overview's
 * document counts are answered too, and left out of the record, which is about connecting.
 */
function stubApi(replies: Record<string, unknown>) {
  const counts = { total: 0, indexed: 0, skipped: 0, failed: 0 };
  const routes = Object.fromEntries(
    Object.entries({ [COUNTS]: counts, ...replies }).map(([route, data]) => [route, { body: { data } }]),
  );
  const { calls } = stubDashboardApi(routes);
  return {
    get calls() {
      return calls.filter((call) => `${call.method} ${call.path}` !== COUNTS);
    },
  };
}

const source = makeSource();

function Probe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderOverview(route: string) {
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/projects/:projectId/sources/:sourceId"
        element={
          <>
            <SourceOverviewPage />
            <Probe />
          </>
        }
      />
    </Routes>,
    { route },
  );
  act(() => {
    view.store.dispatch(sourcesActions.replaced({ scope: null, rows: [source] }));
  });
  return view;
}

const messages = (state: { toasts: { items: { message: string }[] } }) => state.toasts.items.map((t) => t.message);
const CONNECT = 'POST /projects/p1/sources/s1/connect';

describe('SourceOverviewPage connect flow', () => {
  beforeEach(() => redirect.mockClear());

  it('without providerResponse: says it redirects, then leaves for the validated provider URL', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [CONNECT]: { redirectUrl: 'http://localhost:3000/oauth/google/authorize?state=abc' } });
    const { store } = renderOverview('/projects/p1/sources/s1');
    await user.click(screen.getByRole('button', { name: 'Connect Google Drive' }));
    await waitFor(() =>
      expect(messages(store.getState())).toEqual(["You will be redirected to the provider's login page."]),
    );
    expect(api.calls).toEqual([{ method: 'POST', path: '/projects/p1/sources/s1/connect', body: {} }]);
    expect(redirect).toHaveBeenCalledWith('http://localhost:3000/oauth/google/authorize?state=abc');
  });

  it('on return with ?code=&state= connects once and strips the query', async () => {
    const api = stubApi({ [CONNECT]: { providerResponse: { account: 'me@example.com' } } });
    const { store } = renderOverview('/projects/p1/sources/s1?code=c1&state=return-1');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/projects/p1/sources/s1'));
    expect(api.calls).toEqual([
      { method: 'POST', path: '/projects/p1/sources/s1/connect', body: { code: 'c1', state: 'return-1' } },
    ]);
    expect(messages(store.getState())).toEqual(['Source is connected']);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on return with ?error= reports "Failed creating source" without calling connect', async () => {
    const api = stubApi({});
    const { store } = renderOverview('/projects/p1/sources/s1?error=access_denied&state=return-2');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/projects/p1/sources/s1'));
    expect(api.calls).toEqual([]);
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({
        message: 'Failed creating source',
        variant: 'error',
        extra: expect.stringContaining('access_denied'),
      }),
    ]);
  });
});
