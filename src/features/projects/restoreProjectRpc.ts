import type { Dispatch } from '@reduxjs/toolkit';
import { errorBodyText, type ApiError } from '@/shared/api/apiError';
import { getSupabase } from '@/shared/supabase/client';
import { toastAdded } from '@/shared/toasts/toastsSlice';

export const RESTORE_FAILURE = 'Failed to restore project';
const NOT_PAUSED = 'The project is not paused';

/** PostgREST errors carry `message`; an injected or proxied failure may carry the dashboard's shape instead. */
function rpcErrorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : errorBodyText(error);
}

/**
 * SPEC §7's projects.restore: calls `restore_project` (paused → restoring). Realtime then reports
 * the new state; here only failures speak, with the spec's "Failed to restore project".
 */
export async function restoreProjectRpc(
  projectId: string,
  dispatch: Dispatch,
): Promise<{ data: true } | { error: ApiError }> {
  let failure: ApiError;
  try {
    const { data, error, status } = await getSupabase().rpc('restore_project', { project_id: projectId });
    if (!error && data === true) return { data: true };
    failure = error
      ? { status: status || 500, data: { error: rpcErrorText(error) } }
      : { status: 409, data: { error: NOT_PAUSED } };
  } catch (thrown) {
    failure = { status: 'FETCH_ERROR', message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const extra = 'data' in failure ? errorBodyText(failure.data) : failure.message;
  dispatch(toastAdded({ variant: 'error', message: RESTORE_FAILURE, extra }));
  return { error: failure };
}
