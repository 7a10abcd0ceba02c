import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { env } from '@/shared/config/env';
import { errorToast, isHttpError, type ApiError } from '@/shared/api/apiError';
import { currentAccessToken } from '@/shared/supabase/accessToken';
import { resetDeadSession } from '@/shared/supabase/sessionReset';
import { toastAdded } from '@/shared/toasts/toastsSlice';

/** Per-endpoint toast texts. `success` may depend on the reply (e.g. connect). */
export interface DashboardExtraOptions {
  success?: string | ((data: unknown) => string | null | undefined);
  failure?: string;
}

const MAX_GET_RETRIES = 3;
const DEFAULT_FAILURE = 'Request failed';
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** The bearer goes only to the dashboard API base, never to another origin. */
function isDashboardUrl(url: string): boolean {
  if (!ABSOLUTE.test(url)) return true;
  const base = env.dashboardApiUrl;
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
}

/**
 * An empty body is null; a body that is not JSON fails a success (PARSING_ERROR) but not an HTTP error,
 * which keeps null: its toast then falls back to the failure title alone.
 */
async function jsonOrNull(response: Response): Promise<unknown> {
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
  responseHandler: jsonOrNull,
  paramsSerializer: (params) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) query.set(name, String(value));
    }
    return query.toString();
  },
  prepareHeaders: async (headers, { arg }) => {
    headers.set('Accept', 'application/json');
    const token = isDashboardUrl(typeof arg === 'string' ? arg : arg.url) ? await currentAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** One HTTP call as an ApiError or the envelope's `data`; never throws. */
const rawDashboardQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const { data, error } = await fetchDashboard(args, api, extraOptions);
  if (error) {
    if (typeof error.status === 'number') return { error: { status: error.status, data: error.data } };
    return {
      error: { status: error.status === 'PARSING_ERROR' ? 'PARSING_ERROR' : 'FETCH_ERROR', message: error.error },
    };
  }
  const envelope = data && typeof data === 'object' && 'data' in data ? (data as { data: unknown }).data : null;
  return { data: envelope ?? null };
};

const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

/** GETs retry on network errors and 5xx, at most 3 times; mutations never. */
const retryable = (error: ApiError, args: string | FetchArgs, attempt: number) =>
  methodOf(args) === 'GET' &&
  attempt <= MAX_GET_RETRIES &&
  (error.status === 'FETCH_ERROR' || (isHttpError(error) && error.status >= 500));

export interface BaseQueryOptions {
  backoff?: (attempt: number) => Promise<void>;
}

const exponentialBackoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(250 * 2 ** (attempt - 1), 2000)));

/** The dashboard API base query: retries, then toasts and the dead-session reset. */
export function createDashboardBaseQuery(
  options: BaseQueryOptions = {},
): BaseQueryFn<string | FetchArgs, unknown, ApiError, DashboardExtraOptions> {
  const withRetry = retry(rawDashboardQuery, {
    backoff: options.backoff ?? exponentialBackoff,
    retryCondition: (error, args, { attempt }) => retryable(error as ApiError, args as string | FetchArgs, attempt),
  });

  return async (args, api, extraOptions = {}) => {
    const result = await withRetry(args, api, {});
    if (result.error) {
      const title = extraOptions.failure ?? DEFAULT_FAILURE;
      const error: ApiError = { ...(result.error as ApiError), title };
      api.dispatch(toastAdded({ variant: 'error', ...errorToast(error, title) }));
      if (error.status === 401 || error.status === 403) void resetDeadSession();
      return { error };
    }
    const { success } = extraOptions;
    const message = typeof success === 'function' ? success(result.data) : success;
    if (message) api.dispatch(toastAdded({ variant: 'success', message }));
    return { data: result.data };
  };
}

export const dashboardBaseQuery = createDashboardBaseQuery();
