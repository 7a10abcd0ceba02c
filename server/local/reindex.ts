import type { PlatformContext } from '../core/context';
import type { SourceRow, SourceStatus } from '../core/rows';
import { updateIfStatus, insertLogs } from '../runs/sourceWrites';
import { emitSourceEvent } from '../webhooks/events';
import { scanLocalFolder } from '../local/scan';
import { describeScan, skipLogLines } from '../local/skips';
import {
  RunOvertaken,
  describeTally,
  finishContentRun,
  indexItems,
  removeMissing,
  type RunItem,
  type RunScope,
} from '../runs/contentRuns';
import type { Original } from '../runs/ingest';
import { GITHUB_TYPES, liveGithubToken } from '../github/credentials';
import { runGithubIndexing } from '../github/run';
import { normalizeContentType } from '../content/formats';
import { charsetParameter } from '../content/charset';

/** Types whose content is real on the local platform: nothing about them is generated. */
export const REAL_CONTENT_TYPES: ReadonlySet<string> = new Set(['push_api', 'local']);

type Kind = 'init' | 'update' | 'rebuild';

/** Whether the source's content is real: its owner's (push, local) or GitHub's, read with a live token. */
export async function readsRealContent(ctx: PlatformContext, source: SourceRow): Promise<boolean> {
  if (REAL_CONTENT_TYPES.has(source.type)) return true;
  return GITHUB_TYPES.has(source.type) && (await liveGithubToken(ctx.db, source.id)) !== null;
}

/** What was pushed to a source, read back one original at a time. */
async function pushedItems(ctx: PlatformContext, sourceId: string): Promise<RunItem[]> {
  const { rows } = await ctx.db.query<{ id: string; external_id: string }>(
    `select d.id, d.external_id from public.documents d
       join private.document_originals o on o.document_id = d.id
      where d.source_id = $1 order by d.created_at, d.id`,
    [sourceId],
  );
  return rows.map((row) => ({
    externalId: row.external_id,
    load: async (): Promise<Original | null> => {
      const { rows: found } = await ctx.db.query<{
        title: string;
        url: string | null;
        metadata: Record<string, unknown>;
        content_type: string;
        file_name: string | null;
        bytes: Uint8Array;
      }>(
        `select d.title, d.url, d.metadata, o.content_type, o.file_name, o.bytes from public.documents d
           join private.document_originals o on o.document_id = d.id where d.id = $1`,
        [row.id],
      );
      const doc = found[0];
      const contentType = normalizeContentType(doc?.content_type);
      if (!doc || !contentType) return null;
      const { path: _path, chunks: _chunks, truncated: _truncated, fileName: _fileName, ...metadata } = doc.metadata;
      return {
        externalId: row.external_id,
        title: doc.title,
        contentType,
        charset: charsetParameter(doc.content_type),
        bytes: doc.bytes,
        url: doc.url,
        metadata,
        fileName: doc.file_name,
      };
    },
  }));
}

/**
 * Initialize, Update and Rebuild of a push_api, local or live GitHub source: re-process what was pushed
 * (kept originals), re-scan the folder or read GitHub, never invent documents. Rebuild parses everything
 * again; a local or GitHub rebuild starts from an empty source. Initialize re-parses pushed originals;
 * Update leaves unchanged content alone.
 */
export async function runRealIndexing(
  ctx: PlatformContext,
  source: SourceRow,
  runId: string,
  kind: Kind,
  startStatus: SourceStatus,
  signal: AbortSignal,
): Promise<void> {
  let scope: RunScope = { ctx, sourceId: source.id, runId, status: startStatus, signal };
  await emitSourceEvent(ctx.db, source.id, 'indexing.started', { kind, runId });
  try {
    if (startStatus === 'DELETING') {
      await ctx.asService(async (tx) => {
        const moved = await updateIfStatus(tx, source.id, 'DELETING', { status: 'INITIALIZING', progress: null });
        if (!moved) throw new RunOvertaken();
        if (source.type !== 'push_api') {
          const removed = await tx.query('delete from public.documents where source_id = $1', [source.id]);
          await insertLogs(
            tx,
            moved,
            [{ severity: 'INFO', message: `Removed ${removed.affectedRows ?? 0} documents before rebuilding` }],
            runId,
          );
        }
      });
      scope = { ...scope, status: 'INITIALIZING' };
    }
    if (GITHUB_TYPES.has(source.type)) {
      await runGithubIndexing(scope, source, kind);
    } else if (source.type === 'local') {
      const scan = await scanLocalFolder(ctx, source);
      if (!scan.ok) {
        await finishContentRun(scope, '', scan.error);
        return;
      }
      const tally = await indexItems(scope, scan.items, { keepOriginals: false, force: kind === 'rebuild' });
      const removed = await removeMissing(scope, new Set(scan.items.map((item) => item.externalId)));
      await finishContentRun(scope, describeScan(scan.folder, tally, removed, scan.skips), tally.stopped, [
        ...skipLogLines(scan.skips),
        ...scan.notes.map((message) => ({ severity: 'WARNING' as const, message })),
      ]);
    } else {
      const items = await pushedItems(ctx, source.id);
      const tally = await indexItems(scope, items, { keepOriginals: false, force: kind !== 'update' });
      await finishContentRun(scope, `Re-processed pushed documents: ${describeTally(tally)}`, tally.stopped);
    }
  } catch (error) {
    if (error instanceof RunOvertaken) return;
    await finishContentRun(scope, '', error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
}
