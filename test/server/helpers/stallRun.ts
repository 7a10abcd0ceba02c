import type { PlatformContext } from '../../../server/core/context';
import { STEP_MS } from '../../../server/simulation/indexing';

/** Longer than any test: a parked run only moves on when a cancel (or the platform's close) aborts it. */
const PARKED_MS = 10 * 60_000;

/**
 * Parks the next simulated run at its `step`th pause (1 = before its first step; a rebuild's first is
 * before its delete phase) and settles once it is parked, so a test cancels at a known point instead
 * of racing the run. A pause asks ctx.delay for its length just before it sleeps, so answering a long
 * one there holds the run; later pauses are normal again. Only one simulated run may be active.
 */
export function stallRun(ctx: PlatformContext, step: number): Promise<void> {
  const normal = ctx.delay;
  let seen = 0;
  return new Promise((parked) => {
    ctx.delay = (normalMs) => {
      if (normalMs !== STEP_MS || ++seen < step) return normal(normalMs);
      ctx.delay = normal;
      parked();
      return PARKED_MS;
    };
  });
}
