import { PLAN_LIMITS, type PlanLimit } from '@contract/enums';
import { isHttpError, type ApiError } from './apiError';

export interface PlanLimitRefusal {
  codes: PlanLimit[];
  /** The server's sentence saying what to do (delete something or upgrade). */
  message: string;
}

const isPlanLimit = (code: unknown): code is PlanLimit => PLAN_LIMITS.includes(code as PlanLimit);

/** The plan limit a failed call ran into, or null when it failed for another reason. */
export function planLimitRefusal(error: unknown): PlanLimitRefusal | null {
  if (!error || typeof error !== 'object' || !isHttpError(error as ApiError)) return null;
  const body = (error as { data: unknown }).data as { errorCode?: unknown; error?: unknown } | null;
  const codes = [body?.errorCode].flat().filter(isPlanLimit);
  if (codes.length === 0) return null;
  return { codes, message: typeof body?.error === 'string' ? body.error : 'This needs a bigger plan.' };
}
