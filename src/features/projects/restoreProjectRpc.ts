import type { Dispatch } from '@reduxjs/toolkit';
import { errorBodyText, errorDetailText, type ApiError } from '@/shared/api/apiError';
import { networkErrorMessage } from '@/shared/api/networkErrorMessage';
import { getSupabase } from '@/shared/supabase/client';
import { toastAdded } from '@/shared/toasts/toastsSlice';

const NOT_PAUSED = 'The project is not paused';

/**
 * PostgREST errors carry `code` and `message`. A body that was not JSON (a proxy's HTML page) reaches
 * us as `{ message: <raw body> }` with no code, and must not be shown: the failure title's fallbacks apply.
 */
function rpcErrorText(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' && message !== '' ? message : errorBodyText(error);
}

/**
 * The projects.restore action: calls `restore_project` (paused → restoring). Realtime then reports
 * the new state; here only failures speak, titled `failureTitle` (the endpoint's).
 */
export async function restoreProjectRpc(
  projectId: string,
  dispatch: Dispatch,
  failureTitle: string,
): Promise<{ data: true } | { error: ApiError }> {
  let failure: ApiError;
  try {
    const { data, error, status } = await getSupabase().rpc('restore_project', { project_id: projectId });
    if (!error && data === true) return { data: true };
    // postgrest-js reports a network failure as an error with status 0 instead of throwing.
    if (error && status === 0) failure = { status: 'FETCH_ERROR', message: error.message };
    else if (error) failure = { status, data: { error: rpcErrorText(error) } };
    else failure = { status: 409, data: { error: NOT_PAUSED } };
  } catch (thrown) {
    failure = { status: 'FETCH_ERROR', message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const extra = 'data' in failure ? errorDetailText(failure.data) : networkErrorMessage(failure.message);
  dispatch(toastAdded({ variant: 'error', message: failureTitle, extra }));
  return { error: { ...failure, title: failureTitle } };
}
