import type { PlatformBase } from '../core/context';

/**
 * How long a claim outlives its holder's last renewal (scaled by --speed). A holder whose process died is
 * known at once by its lifetime lock; the lease time covers one that stalls or is cut off unseen.
 */
export const leaseMs = (ctx: PlatformBase) => ctx.delay(30_000);

/** The lifetime lock that shows an instance is alive: its process holds it until its session ends. */
export const lifeKey = (instanceId: string) => `platform-instance:${instanceId}`;

/** Prefix of the leases that stand for a chore's period, not for work in hand (see claimTurn). */
const TURN = 'turn:';

/**
 * SQL: the lease `leases` is work in hand whose holder has died: no session holds the holder's lifetime
 * lock. Only `pg_locks`, so it works on PostgreSQL, on hosted Supabase and on PGlite (where no other
 * instance can be alive).
 */
const heldByTheDead = `leases.name not like '${TURN}%' and not exists (
  select 1 from pg_locks k
   where k.locktype = 'advisory' and k.granted and k.objsubid = 1
     and k.database = (select oid from pg_database where datname = current_database())
     and ((k.classid::bigint << 32) | k.objid::bigint) = hashtextextended('${lifeKey('')}' || leases.holder, 0))`;

/**
 * Starts this instance's life in the database: it holds its lifetime lock until its process ends, so
 * others take its leases over at once after a crash instead of when they expire.
 */
export const holdLife = (ctx: PlatformBase) => ctx.db.holdWhileAlive(lifeKey(ctx.instanceId));

/**
 * Releases the leases of instances that died (a crash, a restart of this one): their pushes can be failed
 * and their jobs taken over now. A chore's turn stays until its period ends, so no chore runs twice in one.
 */
export async function releaseDeadLeases(ctx: PlatformBase): Promise<void> {
  await ctx.db.query(`delete from private.leases where holder <> $1 and ${heldByTheDead}`, [ctx.instanceId]);
}

/**
 * Claims the lease called name for this instance unless another live instance holds it unexpired. Atomic
 * (one upsert), so of instances claiming together exactly one wins. Returns whether this instance holds it.
 */
export async function claimLease(ctx: PlatformBase, name: string, ms = leaseMs(ctx)): Promise<boolean> {
  const { rows } = await ctx.db.query(
    `insert into private.leases (name, holder, expires_at) values ($1, $2, now() + $3 * interval '1 millisecond')
     on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where leases.expires_at < now() or leases.holder = excluded.holder or (${heldByTheDead})
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
  claimLease(ctx, `${TURN}${chore}`, Math.max(1, periodMs - ctx.delay(1_000)));
