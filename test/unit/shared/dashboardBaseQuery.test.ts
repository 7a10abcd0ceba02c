import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import configureMockStore from 'redux-mock-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/shared/config/env';
import { NETWORK_FAILURE_TEXT } from '@/shared/api/networkErrorMessage';

const getSession = vi.fn();
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ auth: { getSession } }) }));
const resetDeadSession = vi.fn();
vi.mock('@/shared/supabase/sessionReset', () => ({ resetDeadSession: () => resetDeadSession() }));

const { createDashboardBaseQuery } = await import('@/shared/api/dashboardBaseQuery');

const mockStore = configureMockStore<object>([]);
const baseQuery = createDashboardBaseQuery({ backoff: async () => undefined });

function apiFor(store: ReturnType<typeof mockStore>, type: 'query' | 'mutation' = 'mutation'): BaseQueryApi {
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'test',
    type,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with the given replies in order (the last repeats); `sent` holds each request as sent. */
function stubFetch(...responses: Array<Response | Error>) {
  const sent: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    const next = responses.length > 1 ? responses.shift()! : responses[0];
    if (next instanceof Error) throw next;
    return next.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, { sent });
}

const FAILURE = { failure: 'Failed creating project', success: 'Project is created' };
const toast = (message: string, variant: string, extra?: string) => ({
  type: 'toasts/added',
  payload: { id: expect.any(String), message, variant, ...(extra === undefined ? {} : { extra }) },
});

beforeEach(() => {
  getSession.mockReset().mockResolvedValue({ data: { session: { access_token: 'user-token' } } });
  resetDeadSession.mockReset();
});

describe('dashboardBaseQuery toasts', () => {
  it('success: unwraps { data } and toasts the success message', async () => {
    stubFetch(json(201, { data: { id: 'p1', name: 'A' } }));
    const store = mockStore({});
    const result = await baseQuery({ url: '/projects', method: 'POST', body: { name: 'A' } }, apiFor(store), FAILURE);
    expect(result).toEqual({ data: { id: 'p1', name: 'A' } });
    expect(store.getActions()).toEqual([toast('Project is created', 'success')]);
  });

  it('no success option: no toast (GET lists)', async () => {
    stubFetch(json(200, { data: [] }));
    const store = mockStore({});
    await baseQuery('subscription-plans', apiFor(store, 'query'), { failure: 'Failed fetching subscription plans' });
    expect(store.getActions()).toEqual([]);
  });

  it('success given as a function of the reply', async () => {
    stubFetch(json(200, { data: { redirectUrl: 'http://x/oauth' } }));
    const store = mockStore({});
    const success = (data: unknown) =>
      (data as { providerResponse?: unknown }).providerResponse
        ? 'Source is connected'
        : "You will be redirected to the provider's login page.";
    await baseQuery({ url: 'projects/p/sources/s/connect', method: 'POST', body: {} }, apiFor(store), { success });
    expect(store.getActions()).toEqual([toast("You will be redirected to the provider's login page.", 'success')]);
  });

  it('HTTP error with errorCode string: failure title + errorCode, error variant, null data', async () => {
    stubFetch(json(400, { errorCode: 'INVALID_NAME', error: 'Name is too long' }));
    const store = mockStore({});
    const result = await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    expect(result.data).toBeUndefined();
    // The body is returned with the failure title.
    expect(result.error).toEqual({
      status: 400,
      data: { errorCode: 'INVALID_NAME', error: 'Name is too long' },
      title: 'Failed creating project',
    });
    // The code, then the server's sentence, so the toast says what happened in words.
    expect(store.getActions()).toEqual([toast('Failed creating project', 'error', 'INVALID_NAME\nName is too long')]);
  });

  it('HTTP error with errorCode list: joined by newlines', async () => {
    stubFetch(json(400, { errorCode: ['INVALID_NAME', 'INVALID_SETTINGS'], error: 'Bad input' }));
    const store = mockStore({});
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    expect(store.getActions()).toEqual([
      toast('Failed creating project', 'error', 'INVALID_NAME\nINVALID_SETTINGS\nBad input'),
    ]);
  });

  it('HTTP error with only error: the error text', async () => {
    stubFetch(json(422, { error: 'Project limit reached' }));
    const store = mockStore({});
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    expect(store.getActions()).toEqual([toast('Failed creating project', 'error', 'Project limit reached')]);
  });

  it('HTTP error with neither (or a non-JSON body): "Internal server error"', async () => {
    stubFetch(json(409, {}));
    const store = mockStore({});
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    stubFetch(new Response('<html>oops</html>', { status: 400 }));
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    expect(store.getActions()).toEqual([
      toast('Failed creating project', 'error', 'Internal server error'),
      toast('Failed creating project', 'error', 'Internal server error'),
    ]);
  });

  it('thrown non-HTTP error (network): "Server error" with its message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const store = mockStore({});
    const result = await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    // fetchBaseQuery's text for a fetch that threw: the error as a string.
    expect(result.error).toEqual({
      status: 'FETCH_ERROR',
      message: 'TypeError: Failed to fetch',
      title: 'Failed creating project',
    });
    expect(store.getActions()).toEqual([toast('Server error', 'error', NETWORK_FAILURE_TEXT)]);
  });

  it('a 2xx body that is not JSON: "Server error" with the parse message', async () => {
    stubFetch(new Response('not json', { status: 200 }));
    const store = mockStore({});
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    const [action] = store.getActions();
    expect(action.payload.message).toBe('Server error');
    expect(action.payload.variant).toBe('error');
    expect(action.payload.extra).toMatch(/JSON/);
  });

  it.each([401, 403])('%i: toasts, then clears the session and reloads (resetDeadSession)', async (status) => {
    stubFetch(json(status, { errorCode: 'UNAUTHORIZED', error: 'Missing or invalid access token' }));
    const store = mockStore({});
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(store), FAILURE);
    expect(store.getActions()).toEqual([
      toast('Failed creating project', 'error', 'UNAUTHORIZED\nMissing or invalid access token'),
    ]);
    expect(resetDeadSession).toHaveBeenCalledTimes(1);
  });

  it('other errors never reset the session', async () => {
    stubFetch(json(404, { errorCode: 'NOT_FOUND' }));
    await baseQuery({ url: '/projects/x', method: 'DELETE' }, apiFor(mockStore({})), FAILURE);
    expect(resetDeadSession).not.toHaveBeenCalled();
  });
});

describe('dashboardBaseQuery requests', () => {
  it('prefixes the API base with or without a leading slash and sends the bearer', async () => {
    const fetchMock = stubFetch(json(200, { data: null }));
    await baseQuery('/projects', apiFor(mockStore({}), 'query'), {});
    await baseQuery(
      { url: 'stripe/invoices', params: { startingAfter: 'in_1', skip: undefined } },
      apiFor(mockStore({}), 'query'),
      {},
    );
    expect(fetchMock.sent.map(({ url }) => url)).toEqual([
      `${env.dashboardApiUrl}/projects`,
      `${env.dashboardApiUrl}/stripe/invoices?startingAfter=in_1`,
    ]);
    expect(fetchMock.sent[0].headers.get('Authorization')).toBe('Bearer user-token');
  });

  it('sends JSON bodies with the method', async () => {
    const fetchMock = stubFetch(json(200, { data: { id: 'k' } }));
    await baseQuery({ url: '/user/admin-api-keys', method: 'DELETE', body: { id: 'k' } }, apiFor(mockStore({})), {});
    const [request] = fetchMock.sent;
    expect(request.method).toBe('DELETE');
    expect(await request.text()).toBe('{"id":"k"}');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('never sends the bearer to another origin', async () => {
    const fetchMock = stubFetch(json(200, { data: null }));
    await baseQuery('https://elsewhere.example.com/api/projects', apiFor(mockStore({}), 'query'), {});
    expect(fetchMock.sent[0].headers.get('Authorization')).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
  });

  it('sends no bearer without a session', async () => {
    getSession.mockResolvedValue({ data: { session: null } });
    const fetchMock = stubFetch(json(200, { data: null }));
    await baseQuery('/projects', apiFor(mockStore({}), 'query'), {});
    expect(fetchMock.sent[0].headers.get('Authorization')).toBeNull();
  });

  it('GET retries network errors and 5xx up to 3 times, then toasts once', async () => {
    const fetchMock = stubFetch(json(503, { error: 'busy' }));
    const store = mockStore({});
    await baseQuery('/subscription-plans', apiFor(store, 'query'), { failure: 'Failed fetching subscription plans' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(store.getActions()).toEqual([toast('Failed fetching subscription plans', 'error', 'busy')]);
  });

  it('GET succeeds after a transient network error', async () => {
    const fetchMock = stubFetch(new TypeError('Failed to fetch'), json(200, { data: [1] }));
    const store = mockStore({});
    const result = await baseQuery('/subscription-plans', apiFor(store, 'query'), {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ data: [1] });
    expect(store.getActions()).toEqual([]);
  });

  it('GET does not retry 4xx; mutations never retry', async () => {
    const fetchMock = stubFetch(json(404, { errorCode: 'NOT_FOUND' }));
    await baseQuery('/subscriptions/plan', apiFor(mockStore({}), 'query'), {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const mutationFetch = stubFetch(json(500, {}));
    await baseQuery({ url: '/projects', method: 'POST', body: {} }, apiFor(mockStore({})), FAILURE);
    expect(mutationFetch).toHaveBeenCalledTimes(1);
  });
});
