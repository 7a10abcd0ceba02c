import { expect } from 'vitest';
import type { PlanId } from '../../../contract/enums';
import type { Platform } from '../../../server/platform';
import { signedInClient } from '../helpers/platform';

export interface ApiReply<T = unknown> {
  status: number;
  body: { data?: T; errorCode?: string | string[]; error?: string };
}

/** A signed-in user with a supabase-js client (to check rows) and a caller of the dashboard API. */
export async function apiUser(platform: Platform, name = 'API User', plan?: PlanId) {
  const user = await signedInClient(platform, name, plan);
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { authorization: `Bearer ${user.session.access_token}` },
  ): Promise<ApiReply<T>> => {
    const response = await fetch(`${platform.url}/api${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ApiReply<T>['body'] };
  };
  return { ...user, call };
}

export type ApiUser = Awaited<ReturnType<typeof apiUser>>;

/** Asserts a success envelope and returns its data. */
export function dataOf<T>(reply: ApiReply<T>, status = 200): T {
  expect(reply.body, JSON.stringify(reply.body)).toHaveProperty('data');
  expect(reply.status).toBe(status);
  return reply.body.data as T;
}

/** Asserts a failure envelope with this status and (one of) this error code. */
export function expectError(reply: ApiReply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.data).toBeUndefined();
  expect(typeof reply.body.error).toBe('string');
  const codes = Array.isArray(reply.body.errorCode) ? reply.body.errorCode : [reply.body.errorCode];
  expect(codes).toContain(code);
}

/** Polls until check() returns a truthy value (simulations run in the background). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Follows a connect redirect to the consent page and presses a button, as a browser would. */
export async function answerConsent(redirectUrl: string, decision: 'allow' | 'deny') {
  const pageResponse = await fetch(redirectUrl);
  const html = await pageResponse.text();
  const state = new URL(redirectUrl).searchParams.get('state')!;
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const answer = await fetch(new URL(action, redirectUrl), {
    method: 'POST',
    body: new URLSearchParams({ state, decision }),
    redirect: 'manual',
  });
  return { pageResponse, html, answer, location: new URL(answer.headers.get('location')!) };
}

/** Connects a source the way the dashboard does: connect {}, Allow on the consent page, connect {code,state}. */
export async function connectViaOAuth(user: ApiUser, projectId: string, sourceId: string): Promise<void> {
  const path = `/projects/${projectId}/sources/${sourceId}/connect`;
  const { redirectUrl } = dataOf(await user.call<{ redirectUrl: string }>('POST', path, {}));
  const { location } = await answerConsent(redirectUrl, 'allow');
  dataOf(
    await user.call('POST', path, {
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
    }),
  );
}
