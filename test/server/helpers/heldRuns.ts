import type { PlatformContext } from '../../../server/core/context';
import { jobKey } from '../../../server/jobs/jobs';
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

/**
 * Another instance holds the source's job lease: work requested for the source (a run stays QUEUED, a
 * deletion DELETING) waits until the returned release() ends the lease.
 */
export async function holdJobElsewhere(ctx: PlatformContext, sourceId: string): Promise<() => Promise<void>> {
  await ctx.db.query(
    "insert into private.leases (name, holder, expires_at) values ($1, 'another-instance', now() + interval '1 hour')",
    [jobKey(sourceId)],
  );
  return async () => {
    await ctx.db.query("delete from private.leases where name = $1 and holder = 'another-instance'", [jobKey(sourceId)]);
  };
}
