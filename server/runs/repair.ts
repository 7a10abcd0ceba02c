import type { PlatformContext } from '../core/context';
import { holdLife } from '../jobs/leases';
import { recoverInterruptedPushes } from './pushRun';
import { INDEXED_COUNT } from './sourceWrites';

/** Why a document a platform of an earlier version left without all its chunks is no longer indexed. */
export const HALF_WRITTEN =
  'Indexing stopped before all of this document’s chunks were written; push it again or run Update';

/**
 * What a stopped platform left, repaired before anything new starts. This instance first holds its
 * lifetime lock; the leases of instances that hold none (this one's previous life among them) go, and their
 * runs end (pushes) or resume (jobs) at once instead of when the leases expire. Then documents left INDEXED
 * without all their chunks by an earlier version, which wrote chunks after their document, become FAILED
 * with the reason (and without their chunks), so nothing counts or lists a document search cannot find whole.
 */
export async function repairAtStart(ctx: PlatformContext): Promise<void> {
  await holdLife(ctx);
  await recoverInterruptedPushes(ctx);
  await ctx.asService(async (tx) => {
    const { rows } = await tx.query<{ source_id: string }>(
      `with broken as (
         select d.id from public.documents d
          where d.status = 'INDEXED' and d.metadata ? 'chunks'
            and (d.metadata ->> 'chunks')::int
                <> (select count(*) from public.document_chunks c where c.document_id = d.id)
       ), cleared as (
         delete from public.document_chunks c using broken b where c.document_id = b.id
       )
       update public.documents d set status = 'FAILED', error = $1, content_hash = null
         from broken b where d.id = b.id
       returning d.source_id`,
      [HALF_WRITTEN],
    );
    for (const sourceId of new Set(rows.map((row) => row.source_id))) {
      await tx.query(`update public.sources set documents_count = ${INDEXED_COUNT} where id = $1`, [sourceId]);
    }
  });
}
