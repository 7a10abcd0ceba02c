import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { env } from '@/shared/config/env';
import type { ApiError } from '@/shared/api/apiError';
import { currentAccessToken } from '@/shared/supabase/accessToken';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface DashboardArgs {
  url: string;
  method?: string;
  body?: unknown;
  params?: QueryParams;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

export function resolveUrl(url: string, params?: QueryParams): string {
  const base = ABSOLUTE.test(url) ? url : `${env.dashboardApiUrl}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/** The bearer goes only to the dashboard API base, never to another origin. */
function isDashboardUrl(url: string): boolean {
  return (
    url === env.dashboardApiUrl ||
    url.startsWith(`${env.dashboardApiUrl}/`) ||
    url.startsWith(`${env.dashboardApiUrl}?`)
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One HTTP call; never throws: network and parse failures come back as non-HTTP ApiErrors.
 * Deliberately not RTK's fetchBaseQuery: rebuilt on it, with a JSON response handler,
 * it passed test/unit/shared/dashboardBaseQuery.test.ts but added 1.3 kB gzip to the first load of
 * /projects (220.3 → 221.6 kB, `npm run report:size`), over its 220 kB budget; this code is what that
 * first load already carries.
 */
export const rawDashboardQuery: BaseQueryFn<string | DashboardArgs, unknown, ApiError> = async (args, api) => {
  const { url, method = 'GET', body, params } = typeof args === 'string' ? { url: args } : args;
  const target = resolveUrl(url, params);
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    const token = isDashboardUrl(target) ? await currentAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    response = await fetch(target, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: api.signal,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: messageOf(error) } };
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: messageOf(error) } };
  }
  let parsed: unknown = null;
  let parseError: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      parseError = error;
    }
  }

  // An HTTP error keeps its body (or null when it is not JSON): the toast then falls back to the failure title alone.
  if (!response.ok) return { error: { status: response.status, data: parseError ? null : parsed } };
  if (parseError) return { error: { status: 'PARSING_ERROR', message: messageOf(parseError) } };
  const data = parsed && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: unknown }).data : null;
  return { data: data ?? null };
};
