import type { Claims, PlatformContext } from '../core/context';
import type { Change } from './changeFeed';
import { publicTables, quoteIdent } from './schemaCache';

export interface DeliveryCheck {
  claims: Claims;
  change: Change;
}

/**
 * Decides for a whole batch which (subscriber, change) pairs may be delivered, with one RLS query per
 * subscriber and table: INSERT/UPDATE only if the subscriber can SELECT the row now (if the row is already
 * gone, if they owned it), DELETE only if they owned the old row.
 */
export async function authoriseBatch(ctx: PlatformContext, checks: DeliveryCheck[]): Promise<boolean[]> {
  const tables = await publicTables(ctx.db);
  const hasId = (change: Change) =>
    change.schema === 'public' && !!tables.get(change.table)?.some((c) => c.name === 'id');
  const needsRls = (check: DeliveryCheck) =>
    check.change.type !== 'DELETE' && hasId(check.change) && check.change.record;

  const groups = new Map<string, { claims: Claims; table: string; ids: Set<string> }>();
  const existing = new Map<string, Set<string>>();
  for (const check of checks.filter(needsRls)) {
    const key = groupKey(check.claims, check.change.table);
    const group = groups.get(key) ?? { claims: check.claims, table: check.change.table, ids: new Set<string>() };
    group.ids.add(String(check.change.record!.id));
    groups.set(key, group);
    const ids = existing.get(check.change.table) ?? new Set<string>();
    ids.add(String(check.change.record!.id));
    existing.set(check.change.table, ids);
  }

  const visible = new Map<string, Set<string>>();
  await Promise.all(
    [...groups].map(async ([key, group]) => {
      visible.set(key, await selectIds(ctx, group.claims, group.table, [...group.ids]));
    }),
  );
  const present = new Map<string, Set<string>>();
  await Promise.all(
    [...existing].map(async ([table, ids]) => present.set(table, await selectIds(ctx, null, table, [...ids]))),
  );

  return checks.map((check) => {
    const { change, claims } = check;
    const owned = ownedBy(change.type === 'DELETE' ? change.oldRecord : change.record, claims);
    if (!needsRls(check)) return owned;
    const id = String(change.record!.id);
    if (visible.get(groupKey(claims, change.table))?.has(id)) return true;
    return !present.get(change.table)?.has(id) && owned;
  });
}

function groupKey(claims: Claims, table: string): string {
  return `${claims.role}:${claims.sub}:${table}`;
}

function ownedBy(row: Record<string, unknown> | null, claims: Claims): boolean {
  return claims.role === 'authenticated' && !!claims.sub && row?.owner_id === claims.sub;
}

/** Ids among `ids` that `claims` can see (or that exist at all, for claims null). */
async function selectIds(ctx: PlatformContext, claims: Claims | null, table: string, ids: string[]) {
  const sql = `select id::text as id from public.${quoteIdent(table)} where id in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`;
  try {
    const run = (tx: Parameters<Parameters<PlatformContext['asService']>[0]>[0]) => tx.query<{ id: string }>(sql, ids);
    const { rows } = claims ? await ctx.asUser(claims, run) : await ctx.asService(run);
    return new Set(rows.map((row) => row.id));
  } catch {
    // No SELECT privilege (anon on owner-only tables): nothing is visible.
    return new Set<string>();
  }
}
