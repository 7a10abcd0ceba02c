import { beforeEach, describe, expect, it, vi } from 'vitest';

const getSession = vi.fn();
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ auth: { getSession } }) }));

const { createProjectFetcher, projectGraphqlUrl, authorizedFetch } =
  await import('@/features/graphqlPlayground/projectFetcher');
const { env } = await import('@/shared/config/env');

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function session(accessToken: string | null) {
  return { data: { session: accessToken ? { access_token: accessToken } : null }, error: null };
}

function sentHeaders(call: number): Headers {
  return new Headers(fetchMock.mock.calls[call][1]?.headers);
}

const query = { query: '{ project { id } }' };

beforeEach(() => {
  getSession.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('projectGraphqlUrl', () => {
  it('appends the encoded project id to the configured GraphQL base', () => {
    expect(projectGraphqlUrl('p 1/x')).toBe(`${env.graphqlUrl}/p%201%2Fx`);
  });
});

describe('createProjectFetcher', () => {
  it('posts the operation to the project endpoint with the current bearer', async () => {
    getSession.mockResolvedValue(session('token-a'));
    fetchMock.mockResolvedValue(jsonResponse({ data: { project: { id: 'p1' } } }));

    const result = await createProjectFetcher('p1')(query);

    expect(result).toEqual({ data: { project: { id: 'p1' } } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(projectGraphqlUrl('p1'));
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(query);
    expect(sentHeaders(0).get('authorization')).toBe('Bearer token-a');
  });

  it('reads the session on every request, so a refreshed token is used at once', async () => {
    getSession.mockResolvedValueOnce(session('before-refresh')).mockResolvedValueOnce(session('after-refresh'));
    fetchMock.mockImplementation(async () => jsonResponse({ data: {} }));
    const fetcher = createProjectFetcher('p1');

    await fetcher(query);
    await fetcher(query);

    expect(getSession).toHaveBeenCalledTimes(2);
    expect(sentHeaders(0).get('authorization')).toBe('Bearer before-refresh');
    expect(sentHeaders(1).get('authorization')).toBe('Bearer after-refresh');
  });

  it('sends no authorization header without a session', async () => {
    getSession.mockResolvedValue(session(null));
    fetchMock.mockResolvedValue(jsonResponse({ errors: [{ message: 'Unauthorized' }] }, 401));

    const result = await createProjectFetcher('p1')(query);

    expect(sentHeaders(0).has('authorization')).toBe(false);
    expect(result).toEqual({ errors: [{ message: 'Unauthorized' }] });
  });

  it.each(['Authorization', 'x-api-key'])(
    'lets a %s header from the headers editor replace the bearer',
    async (name) => {
      getSession.mockResolvedValue(session('token-a'));
      fetchMock.mockResolvedValue(jsonResponse({ data: {} }));

      await createProjectFetcher('p1')(query, { headers: { [name]: 'typed-by-user' } });

      expect(sentHeaders(0).get(name)).toBe('typed-by-user');
      if (name === 'x-api-key') expect(sentHeaders(0).has('authorization')).toBe(false);
      expect(getSession).not.toHaveBeenCalled();
    },
  );

  it('hands GraphQL errors through as the result', async () => {
    getSession.mockResolvedValue(session('token-a'));
    const body = { errors: [{ message: 'Cannot query field "nope" on type "Query".' }] };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));

    await expect(createProjectFetcher('p1')({ query: '{ nope }' })).resolves.toEqual(body);
  });

  it('rejects with the network error, which GraphiQL shows in the result pane', async () => {
    getSession.mockResolvedValue(session('token-a'));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(createProjectFetcher('p1')(query)).rejects.toThrow('Failed to fetch');
  });

  it('rejects with the status when the reply is not JSON', async () => {
    getSession.mockResolvedValue(session('token-a'));
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html' },
      }),
    );

    await expect(createProjectFetcher('p1')(query)).rejects.toThrow(
      'The GraphQL endpoint answered 502 Bad Gateway without a JSON body.',
    );
  });
});

describe('authorizedFetch', () => {
  it('never sends the bearer to another URL', async () => {
    getSession.mockResolvedValue(session('token-a'));
    fetchMock.mockResolvedValue(jsonResponse({}));

    await authorizedFetch(projectGraphqlUrl('p1'))('https://elsewhere.example.com/graphql', { method: 'POST' });
    await authorizedFetch(projectGraphqlUrl('p1'))(projectGraphqlUrl('p2'), { method: 'POST' });

    expect(sentHeaders(0).has('authorization')).toBe(false);
    expect(sentHeaders(1).has('authorization')).toBe(false);
    expect(getSession).not.toHaveBeenCalled();
  });
});
