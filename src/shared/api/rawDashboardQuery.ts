import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
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

/** The bearer goes only to the dashboard API base, never to another origin (DESIGN §4). */
function isDashboardUrl(url: string): boolean {
  if (!ABSOLUTE.test(url)) return true; // relative: fetchBaseQuery puts it under the API base
  const base = env.dashboardApiUrl;
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

// Unset params are left out (URLSearchParams would send null as "null").
function serializeParams(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  return query.toString();
}

// A non-JSON error body counts as no body, so the toast falls back per SPEC §8; on a 2xx it is a
// parse failure.
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (response.ok) throw error;
    return null;
  }
}

const fetchDashboard = fetchBaseQuery({
  baseUrl: env.dashboardApiUrl,
  paramsSerializer: serializeParams,
  responseHandler: readJson,
  prepareHeaders: async (headers, { arg }) => {
    const url = typeof arg === 'string' ? arg : (arg as DashboardArgs).url;
    const token = isDashboardUrl(url) ? await currentAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

// fetchBaseQuery reports a thrown error as String(error), "<name>: <message>"; people read the message.
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/^[A-Z]\w*Error: /, '');

/** fetchBaseQuery's error as the app's ApiError: HTTP errors keep their body, the rest their message. */
function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return { status: error.status, data: error.data };
  const status = error.status === 'PARSING_ERROR' ? 'PARSING_ERROR' : 'FETCH_ERROR';
  return { status, message: messageOf(error.error) };
}

/**
 * One HTTP call on RTK's fetchBaseQuery; never throws (a failing token read is a network failure).
 * Success unwraps `{ data }`; the Request/Response meta is dropped so every action stays serializable.
 */
export const rawDashboardQuery: BaseQueryFn<string | DashboardArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  try {
    const result = await fetchDashboard(args, api, extraOptions as object);
    if (result.error) return { error: toApiError(result.error) };
    const body = result.data;
    const data = body && typeof body === 'object' && 'data' in body ? body.data : null;
    return { data: data ?? null };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: messageOf(error) } };
  }
};
