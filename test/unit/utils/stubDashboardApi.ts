import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => StubReply | Promise<StubReply>;

/**
 * Answers dashboard API calls by "METHOD path" (path after /api, with the query string), records
 * every call, and fails loudly on a call no test expected.
 */
export function stubDashboardApi(routes: Record<string, Handler | StubReply>) {
  const calls: RecordedCall[] = [];
  const unexpected: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '') + url.search;
      const method = request.method.toUpperCase();
      const text = await request.text();
      const call = { method, path, body: text === '' ? undefined : JSON.parse(text) };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      if (!route) {
        unexpected.push(`${method} ${path}`);
        throw new Error(`Unexpected dashboard call in a unit test: ${method} ${path}`);
      }
      const reply = typeof route === 'function' ? await route(call) : route;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, unexpected };
}

/** GET /subscriptions/usage of a Team account far from every limit: create dialogs read it as they open. */
export const roomyPlanUsage: Record<string, StubReply> = {
  'GET /subscriptions/usage': {
    body: {
      data: {
        planId: 'team',
        projects: { used: 1, limit: 100 },
        sourcesPerProject: { used: 1, limit: 200 },
        documentsPerProject: { used: 0, limit: 1_000_000 },
        webhooks: { used: 1, allowed: true },
        semanticSearch: { used: 0, allowed: true },
        apiRequests: { last24Hours: 0, thisPeriod: 0, periodStart: '2025-01-01T00:00:00.000Z' },
      },
    },
  },
};

/** The calls that change something: what a test asserts once dialogs have read the plan usage. */
export const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

export const injectedFailure: StubReply = {
  status: 500,
  body: { errorCode: ['FAULT_INJECTED', 'Injected failure'], error: 'Injected failure' },
};

/** Everything a secret could hide in after its dialog closed, as one string to search. */
export function everythingVisible(state: unknown): string {
  const storage = (store: Storage) =>
    Object.keys(store)
      .map((key) => `${key}=${store.getItem(key)}`)
      .join('\n');
  return [
    JSON.stringify(state),
    document.documentElement.outerHTML,
    storage(localStorage),
    storage(sessionStorage),
    document.cookie,
  ].join('\n');
}
