import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { nodeClient, sessionCookies } from './session';

export interface FaultRule {
  method?: string;
  path: string;
  kind: 'error-list' | 'error-message' | 'non-json' | 'delay' | 'drop';
  status?: number;
  errorCode?: string | string[];
  error?: string;
  delayMs?: number;
  times?: number;
}

export interface Platform {
  url: string;
  setFaults(rules: FaultRule[]): Promise<void>;
  clearFaults(): Promise<void>;
  dropRealtime(userId?: string): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  accessToken: string;
}

export interface ApiClient {
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown): Promise<T>;
}

async function control(url: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
}

function apiClient(url: string, token: string): ApiClient {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}/api/${path.replace(/^\/+/, '')}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    patch: (path, body) => call('PATCH', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
    delete: (path, body) => call('DELETE', path, body),
  };
}

interface Fixtures {
  /** The plan the test's user is put on after sign-up (sign-up itself starts on Free). */
  plan: 'free' | 'pro' | 'team';
  platform: Platform;
  user: TestUser;
  api: ApiClient;
  db: SupabaseClient;
  authedPage: Page;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup starts the platform.');
    await use(url);
  },

  // Fault rules never leak into the next test.
  platform: [
    async ({ baseURL }, use) => {
      const url = baseURL!;
      await use({
        url,
        setFaults: (rules) => control(url, 'PUT', '/local/faults', { rules }),
        clearFaults: () => control(url, 'DELETE', '/local/faults'),
        dropRealtime: (userId) => control(url, 'POST', '/local/faults/realtime-drop', userId ? { userId } : {}),
      });
      await control(url, 'DELETE', '/local/faults');
    },
    { auto: true },
  ],

  db: async ({ platform }, use) => {
    const client = nodeClient(platform.url);
    await use(client);
    await client.removeAllChannels();
  },

  // Team, so tests of features are not bounded by plan limits; tests of the limits choose Free.
  plan: ['team', { option: true }],

  // Every test signs up its own user, so tests never share data.
  user: async ({ db, platform, plan }, use) => {
    const name = `E2E User ${randomUUID().slice(0, 6)}`;
    const email = `e2e-${randomUUID()}@example.com`;
    const password = 'e2e-password-123';
    const { data, error } = await db.auth.signUp({ email, password, options: { data: { name } } });
    if (error || !data.session || !data.user) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
    if (plan !== 'free')
      await apiClient(platform.url, data.session.access_token).put('/subscriptions', { planId: plan });
    await use({ id: data.user.id, email, password, name, accessToken: data.session.access_token });
  },

  api: async ({ platform, user }, use) => {
    await use(apiClient(platform.url, user.accessToken));
  },

  // A separate session for the browser, stored in the cookie exactly as @supabase/ssr writes it.
  authedPage: async ({ page, context, platform, user }, use) => {
    const client = nodeClient(platform.url);
    const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error || !data.session) throw new Error(`Sign-in failed: ${error?.message ?? 'no session'}`);
    await context.addCookies(sessionCookies(platform.url, data.session));
    await use(page);
  },
});

export { expect };
