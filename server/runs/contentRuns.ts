import { randomUUID } from 'node:crypto';
import type { Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import type { SourceRow, SourceStatus } from '../core/rows';
import { countRun, countRunFromRows, finishRun, type RunCounts } from './runs';
import { INDEXED_COUNT, insertLogs, updateIfStatus, type LogLine } from './sourceWrites';
import { emitSourceEvent } from '../webhooks/events';
import {
  hashOf,
  planRefusal,
  announceDocuments,
  completeDocuments,
  prepareOriginal,
  storeDocuments,
  tenantOf,
  type Entry,
  type Original,
} from './ingest';
import { indexingRunFinished } from '../search/semanticSwitch';
import { giveWay } from '../db/requestsFirst';
import { stageChunks } from '../content/chunks';

/** One document a run considers; loading may fail (a file vanished), which the run logs and skips. */
export interface RunItem {
  externalId: string;
  load(): Promise<Original | null>;
}

export interface Rejection {
  id: string;
  errorCode: string;
  error: string;
}

export interface RunTally {
  added: number;
  updated: number;
  unchanged: number;
  failed: number;
  skipped: number;
  /** Written by this run before it was taken over or resumed after a restart: not written again. */
  resumed: number;
  rejected: Rejection[];
  /** Why the run stopped early (the plan's documents limit); the items left are rejected with it. */
  stopped: string | null;
}

/** The run a job works under and the status its source shows meanwhile. */
export interface RunScope {
  ctx: PlatformContext;
  sourceId: string;
  runId: string;
  status: SourceStatus;
  signal?: AbortSignal;
}

/** The job was overtaken (source deleted, run cancelled): it stops without writing more. */
export class RunOvertaken extends Error {}

async function guarded(tx: Transaction, scope: RunScope, set: Parameters<typeof updateIfStatus>[3]) {
  const source = await updateIfStatus(tx, scope.sourceId, scope.status, set);
  if (!source) throw new RunOvertaken();
  return source;
}

async function counted(tx: Transaction, scope: RunScope, counts: RunCounts) {
  if (!(await countRun(tx, scope.runId, counts))) throw new RunOvertaken();
}

/**
 * Documents parsed ahead of the one being written, so the worker pool parses while the database writes; and
 * the text they may hold at most, so long documents (up to the limit per document each) keep memory bounded.
 */
const READ_AHEAD = 32;
const READ_AHEAD_CHARS = 16_000_000;
/** One group of a run's writes: at most this many documents, or about this much text. */
const GROUP_DOCUMENTS = 50;
const GROUP_CHARS = 96_000;

/**
 * An item after loading and, unless its content is unchanged, parsing. `done`: this very run wrote it
 * already, before another instance took the run over (or this one restarted), so it is not written twice.
 */
type Staged =
  | { index: number; item: RunItem; kind: 'missing' | 'unchanged' | 'done' }
  | { index: number; item: RunItem; kind: 'ready'; entry: Entry };

interface Ahead {
  staged: Promise<Staged>;
  settled: boolean;
  chars: number;
}

/** What a staged item adds to its transaction: its text, and its kept original's bytes at a lower weight. */
const charsOf = (staged: Staged) =>
  staged.kind === 'ready' ? staged.entry.prepared.text.length + staged.entry.original.bytes.length / 4 : 0;

/**
 * Indexes items in their order: unchanged content (same hash as the stored document) is left alone unless
 * `force`; everything else is parsed in the worker pool up to READ_AHEAD items ahead, then written with its
 * chunks. Whatever is parsed when the writer comes round is written together as one group, so
 * progress, counts and documents reach browsers over realtime as they happen, in few round trips.
 */
export async function indexItems(
  scope: RunScope,
  items: RunItem[],
  options: { keepOriginals: boolean; force: boolean },
): Promise<RunTally> {
  const { ctx } = scope;
  const tally: RunTally = {
    added: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    skipped: 0,
    resumed: 0,
    rejected: [],
    stopped: null,
  };
  const known = await completeDocuments(
    ctx.db,
    scope.sourceId,
    items.map((item) => item.externalId),
  );
  const tenant = await tenantOf(ctx.db, scope.sourceId);
  const stage = async (index: number): Promise<Staged> => {
    const item = items[index];
    const original = await item.load();
    if (!original) return { index, item, kind: 'missing' };
    const stored = known.get(item.externalId);
    if (stored?.runId === scope.runId) return { index, item, kind: 'done' };
    if (!options.force && stored?.hash === hashOf(original.bytes)) return { index, item, kind: 'unchanged' };
    return { index, item, kind: 'ready', entry: { original, prepared: await prepareOriginal(ctx, original, tenant) } };
  };
  const ahead: Ahead[] = [];
  let started = 0;
  const aheadChars = () => ahead.reduce((sum, entry) => sum + entry.chars, 0);
  const readAhead = () => {
    while (started < items.length && ahead.length < READ_AHEAD && aheadChars() < READ_AHEAD_CHARS) {
      const entry: Ahead = { staged: stage(started), settled: false, chars: 0 };
      // Settled is read synchronously to decide what joins a group; a failure surfaces when awaited, and
      // one parsed ahead of a stop is dropped unseen.
      entry.staged.then(
        (staged) => {
          entry.settled = true;
          entry.chars = charsOf(staged);
        },
        () => (entry.settled = true),
      );
      ahead.push(entry);
      started += 1;
    }
  };
  const take = async () => {
    const staged = await (ahead.shift() as Ahead).staged;
    readAhead();
    return staged;
  };

  readAhead();
  while (ahead.length > 0) {
    if (scope.signal?.aborted) throw new RunOvertaken();
    // Requests that arrived during the last transaction get their turn at the database before the next.
    await giveWay();
    const group = [await take()];
    let chars = charsOf(group[0]);
    while (ahead[0]?.settled && group.length < GROUP_DOCUMENTS && chars < GROUP_CHARS) {
      const staged = await take();
      group.push(staged);
      chars += charsOf(staged);
    }
    const refused = await writeGroup(scope, group, items.length, options.keepOriginals, tally);
    if (refused) {
      // The plan's limit ends the run: this item and the rest are refused with the reason.
      tally.stopped = refused.error;
      for (const rest of items.slice(refused.index)) {
        tally.rejected.push({ id: rest.externalId, errorCode: refused.errorCode, error: refused.error });
      }
      break;
    }
  }
  return tally;
}

/**
 * Writes one group: first the chunks of its documents, staged in short transactions of their own so
 * requests that need the database never wait for a whole group; then one transaction with progress, the
 * plan check, the documents, their kept originals and their chunks, the run's counts, a log line per
 * document that failed or was skipped and webhook events. Returns the plan refusal that stopped it, if any,
 * with the index of the first item it refused (the documents before it are written).
 */
async function writeGroup(
  scope: RunScope,
  group: Staged[],
  total: number,
  keepOriginals: boolean,
  tally: RunTally,
): Promise<{ index: number; errorCode: string; error: string } | null> {
  const { ctx } = scope;
  const ready = group.filter((staged): staged is Extract<Staged, { kind: 'ready' }> => staged.kind === 'ready');
  const progress = { progress: { done: group[group.length - 1].index + 1, total } };
  const entries = ready.map(({ entry }) =>
    entry.prepared.chunks.length > 0 ? { ...entry, batch: randomUUID() } : entry,
  );
  await stageChunks(
    ctx.asService.bind(ctx),
    scope.runId,
    entries.flatMap((entry) => (entry.batch ? [{ batch: entry.batch, chunks: entry.prepared.chunks }] : [])),
  );
  await giveWay();
  const { stored, refusal } = await ctx.asService(async (tx) => {
    const source = await guarded(tx, scope, progress);
    const written = await storeAll(tx, scope, source, entries, ready, keepOriginals);
    if (written.stored.length > 0) {
      const created = written.stored.filter((one) => one.created).length;
      const failed = written.stored.filter((one) => one.status === 'FAILED').length;
      await counted(tx, scope, { added: created, updated: written.stored.length - created, failed });
      await announceDocuments(tx, source, written.stored);
      const lines: LogLine[] = written.stored.flatMap(({ original, prepared, status }) => {
        if (!prepared.error) return [];
        const severity = status === 'FAILED' ? ('ERROR' as const) : ('WARNING' as const);
        return [{ severity, message: `${original.externalId}: ${prepared.error}` }];
      });
      await insertLogs(tx, source, lines, scope.runId);
    }
    return written;
  });
  const stop = refusal?.index ?? Infinity;
  tally.unchanged += group.filter((staged) => staged.kind === 'unchanged' && staged.index < stop).length;
  tally.resumed += group.filter((staged) => staged.kind === 'done').length;
  for (const one of stored) {
    if (one.created) tally.added += 1;
    else tally.updated += 1;
    if (one.status === 'FAILED') tally.failed += 1;
    if (one.status === 'SKIPPED') tally.skipped += 1;
  }
  return refusal;
}

/** The group's documents, or as many as the plan's documents limit allows, one at a time, with the refusal. */
async function storeAll(
  tx: Transaction,
  scope: RunScope,
  source: SourceRow,
  entries: Entry[],
  ready: Extract<Staged, { kind: 'ready' }>[],
  keepOriginals: boolean,
) {
  type Stored = Awaited<ReturnType<typeof storeDocuments>>;
  try {
    return { stored: await storeDocuments(tx, source, scope.runId, entries, keepOriginals), refusal: null };
  } catch (error) {
    if (!planRefusal(error)) throw error;
  }
  const stored: Stored = [];
  for (const [i, entry] of entries.entries()) {
    try {
      stored.push(...(await storeDocuments(tx, source, scope.runId, [entry], keepOriginals)));
    } catch (single) {
      const refused = planRefusal(single);
      if (!refused) throw single;
      return { stored, refusal: { index: ready[i].index, ...refused } };
    }
  }
  return { stored, refusal: null };
}

/** Removes the source's documents whose external ids are not in `keep` (files gone from a folder). */
export async function removeMissing(scope: RunScope, keep: Set<string>): Promise<number> {
  return scope.ctx.asService(async (tx) => {
    const source = await guarded(tx, scope, {});
    const { rows } = await tx.query<{ external_id: string | null }>(
      `delete from public.documents where source_id = $1 and (external_id is null or not (external_id = any($2)))
       returning external_id`,
      [scope.sourceId, [...keep]],
    );
    if (rows.length > 0) {
      await counted(tx, scope, { removed: rows.length });
      await insertLogs(
        tx,
        source,
        [{ severity: 'INFO', message: `Removed ${rows.length} documents whose files are gone` }],
        scope.runId,
      );
    }
    return rows.length;
  });
}

/** Ends a run: SUCCEEDED (or FAILED with a reason), the source idle with its indexed count, a summary line. */
export async function finishContentRun(
  scope: RunScope,
  summary: string,
  failure: string | null = null,
  extraLogs: LogLine[] = [],
): Promise<void> {
  const finished = await scope.ctx.asService(async (tx) => {
    const source = await updateIfStatus(tx, scope.sourceId, scope.status, { status: 'IDLE', progress: null });
    if (!source) throw new RunOvertaken();
    // Counted from the rows the run wrote, so a run taken over or repaired never counts a document twice.
    await countRunFromRows(tx, scope.runId);
    if (!(await finishRun(tx, scope.runId, failure ? 'FAILED' : 'SUCCEEDED', failure))) throw new RunOvertaken();
    await tx.query('delete from private.staged_chunks where run_id = $1', [scope.runId]);
    await tx.query(
      `update public.sources set last_indexed_at = now(), documents_count = ${INDEXED_COUNT} where id = $1`,
      [scope.sourceId],
    );
    await tx.query('delete from private.source_jobs where source_id = $1', [scope.sourceId]);
    const lines: LogLine[] = [
      ...extraLogs,
      failure ? { severity: 'ERROR', message: `Indexing failed: ${failure}` } : { severity: 'INFO', message: summary },
    ];
    await insertLogs(tx, source, lines, scope.runId);
    await emitSourceEvent(tx, scope.sourceId, failure ? 'indexing.failed' : 'indexing.completed', {
      runId: scope.runId,
      ...(failure ? { error: failure } : {}),
    });
    return source;
  });
  indexingRunFinished(scope.ctx, finished.owner_id, finished.project_id);
}

export const describeTally = (t: RunTally) =>
  `${t.added} added, ${t.updated} updated, ${t.unchanged} unchanged, ${t.failed} failed, ${t.skipped} skipped` +
  (t.rejected.length > 0 ? `, ${t.rejected.length} refused` : '') +
  (t.resumed > 0 ? `, ${t.resumed} written before the run was resumed` : '');

export type { SourceRow };
