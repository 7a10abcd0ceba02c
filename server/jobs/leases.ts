import type { PlatformBase } from '../core/context';

/**
 * How long a claim outlives its holder's last renewal (scaled by --speed): after a crash, another
 * instance takes the work over at most this long after the holder's last sign of life.
 */
export const leaseMs = (ctx: PlatformBase) => ctx.delay(30_000);

/**
 * Claims the lease called name for this instance unless another instance holds it unexpired. Atomic
 * (one upsert), so of instances claiming together exactly one wins. Returns whether this instance holds it.
 */
export async function claimLease(ctx: PlatformBase, name: string, ms = leaseMs(ctx)): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `insert into private.leases (name, holder, expires_at) values ($1, $2, now() + $3 * interval '1 millisecond')
     on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where leases.expires_at < now() or leases.holder = excluded.holder
     returning name`,
    [name, ctx.instanceId, ms],
  );
  return rows.length > 0;
}

/** Extends a lease this instance holds; false when it no longer does (it expired and was taken over). */
export async function renewLease(ctx: PlatformBase, name: string): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `update private.leases set expires_at = now() + $3 * interval '1 millisecond'
      where name = $1 and holder = $2 returning name`,
    [name, ctx.instanceId, leaseMs(ctx)],
  );
  return rows.length > 0;
}

export async function releaseLease(ctx: PlatformBase, name: string): Promise<void> {
  await ctx.db.query('delete from private.leases where name = $1 and holder = $2', [name, ctx.instanceId]);
}

/**
 * A periodic chore (a purge) done by one instance per period: the lease is taken for the period and
 * never released, so whichever instance claims it first does the chore and the others skip it.
 */
export const claimTurn = (ctx: PlatformBase, chore: string, periodMs: number) =>
  claimLease(ctx, `turn:${chore}`, Math.max(1, periodMs - ctx.delay(1_000)));
