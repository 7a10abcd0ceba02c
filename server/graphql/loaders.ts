import DataLoader from 'dataloader';
import type { Claims, PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';

/** Per-request batch loaders: every `Document.source` of a page comes from one query, not one per row. */
export interface GraphQLLoaders {
  source: DataLoader<string, SourceRow | null>;
}

/** Made for each request, so caching never outlives it and rows stay under the caller's RLS. */
export function createLoaders(ctx: PlatformContext, claims: Claims): GraphQLLoaders {
  return {
    source: new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.asUser(claims, async (tx) => {
        const result = await tx.query<SourceRow>('select * from public.sources where id = any($1::uuid[])', [ids]);
        return result.rows;
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
