import { PLAN_LIMITS, type PlanLimit } from '@contract/enums';
import { isHttpError, type ApiError } from './apiError';

export interface PlanLimitRefusal {
  codes: PlanLimit[];
  /** The server's sentence saying what to do (delete something or upgrade). */
  message: string;
  /**
   * `upgrade`: the current plan is too small for what was asked (402). `fit`: a plan change was refused
   * because the usage does not fit the chosen plan (409); a bigger plan is no answer to that. `none`:
   * already on the biggest plan, the sentence says what to remove.
   */
  action: 'upgrade' | 'fit' | 'none';
}

const isPlanLimit = (code: unknown): code is PlanLimit => PLAN_LIMITS.includes(code as PlanLimit);

/** The plan limit a failed call ran into, or null when it failed for another reason. */
export function planLimitRefusal(error: unknown): PlanLimitRefusal | null {
  if (!error || typeof error !== 'object' || !isHttpError(error as ApiError)) return null;
  const body = (error as { data: unknown }).data as { errorCode?: unknown; error?: unknown } | null;
  const codes = [body?.errorCode].flat().filter(isPlanLimit);
  if (codes.length === 0) return null;
  const sentence = typeof body?.error === 'string' ? body.error : null;
  if ((error as { status: number }).status === 409)
    return { codes, message: sentence ?? 'Your usage does not fit that plan.', action: 'fit' };
  // The server's sentence names the way out; only where it advises upgrading does the notice link there.
  const action = sentence === null || /upgrade/i.test(sentence) ? 'upgrade' : 'none';
  return { codes, message: sentence ?? 'This needs a bigger plan.', action };
}
