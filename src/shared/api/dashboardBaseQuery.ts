import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { errorToast, isHttpError, type ApiError } from '@/shared/api/apiError';
import { rawDashboardQuery, type DashboardArgs } from '@/shared/api/rawDashboardQuery';
import { resetDeadSession } from '@/shared/supabase/sessionReset';
import { toastAdded } from '@/shared/toasts/toastsSlice';

export type { DashboardArgs } from '@/shared/api/rawDashboardQuery';

/** Per-endpoint toast texts. `success` may depend on the reply (e.g. connect). */
export interface DashboardExtraOptions {
  success?: string | ((data: unknown) => string | null | undefined);
  failure?: string;
}

const MAX_GET_RETRIES = 3;
const DEFAULT_FAILURE = 'Request failed';

const methodOf = (args: string | DashboardArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

/** GETs retry on network errors and 5xx, at most 3 times; mutations never. */
const retryable = (error: ApiError, args: string | DashboardArgs, attempt: number) =>
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
): BaseQueryFn<string | DashboardArgs, unknown, ApiError, DashboardExtraOptions> {
  const withRetry = retry(rawDashboardQuery, {
    backoff: options.backoff ?? exponentialBackoff,
    retryCondition: (error, args, { attempt }) => retryable(error as ApiError, args as string | DashboardArgs, attempt),
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
