import type { Transaction } from '../db/types';
import type { SourceRow } from '../core/rows';

export type RunKind = 'init' | 'update' | 'rebuild';
export type RunTrigger = 'manual' | 'schedule' | 'push';
export type RunStatus = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
export type FinalStatus = Exclude<RunStatus, 'QUEUED' | 'RUNNING'>;

export interface RunRow {
  id: string;
  owner_id: string;
  project_id: string;
  source_id: string;
  kind: RunKind;
  trigger: RunTrigger;
  status: RunStatus;
  started_at: Date;
  finished_at: Date | null;
  documents_added: number;
  documents_updated: number;
  documents_removed: number;
  documents_failed: number;
  error: string | null;
}

export interface RunCounts {
  added?: number;
  updated?: number;
  removed?: number;
  failed?: number;
}

// The lifecycle of one run: QUEUED (createRun) → RUNNING (startRun) → SUCCEEDED | FAILED | CANCELLED
// (finishRun). Every function needs service rights: browsers only read runs. Webhook events hook in here.

/** Records a requested run; the partial unique index refuses a second active run of the same source. */
export async function createRun(
  tx: Transaction,
  source: Pick<SourceRow, 'id' | 'owner_id' | 'project_id'>,
  kind: RunKind,
  trigger: RunTrigger,
): Promise<RunRow> {
  const { rows } = await tx.query<RunRow>(
    `insert into public.indexing_runs (owner_id, project_id, source_id, kind, trigger)
     values ($1, $2, $3, $4, $5) returning *`,
    [source.owner_id, source.project_id, source.id, kind, trigger],
  );
  return rows[0];
}

/** The run of a source that is queued or running, if any. */
export async function activeRun(tx: Transaction, sourceId: string): Promise<RunRow | null> {
  const { rows } = await tx.query<RunRow>(
    "select * from public.indexing_runs where source_id = $1 and status in ('QUEUED', 'RUNNING') for update",
    [sourceId],
  );
  return rows[0] ?? null;
}

/** QUEUED → RUNNING; a run already running (resumed after a restart) stays as it is. Null when over. */
export async function startRun(tx: Transaction, runId: string): Promise<RunRow | null> {
  const { rows } = await tx.query<RunRow>(
    `update public.indexing_runs set status = 'RUNNING'
      where id = $1 and status in ('QUEUED', 'RUNNING') returning *`,
    [runId],
  );
  return rows[0] ?? null;
}

/** Adds to a running run's counts; null when the run is no longer running (cancelled, finished). */
export async function countRun(tx: Transaction, runId: string, counts: RunCounts): Promise<RunRow | null> {
  const { rows } = await tx.query<RunRow>(
    `update public.indexing_runs
        set documents_added = documents_added + $2, documents_updated = documents_updated + $3,
            documents_removed = documents_removed + $4, documents_failed = documents_failed + $5
      where id = $1 and status = 'RUNNING' returning *`,
    [runId, counts.added ?? 0, counts.updated ?? 0, counts.removed ?? 0, counts.failed ?? 0],
  );
  return rows[0] ?? null;
}

/** Ends an active run once; null when it had already ended (so a second cancel changes nothing). */
export async function finishRun(
  tx: Transaction,
  runId: string,
  status: FinalStatus,
  error: string | null = null,
): Promise<RunRow | null> {
  const { rows } = await tx.query<RunRow>(
    `update public.indexing_runs set status = $2, error = $3, finished_at = now()
      where id = $1 and status in ('QUEUED', 'RUNNING') returning *`,
    [runId, status, error],
  );
  return rows[0] ?? null;
}

/**
 * Sets a run's added, updated and failed counts from the documents it wrote (run_id): created since the run
 * started, replaced, failed. Writing a document again (a run taken over, resumed, repaired) never counts
 * it twice. Removals leave no row, so `documents_removed` stays as counted.
 */
export async function countRunFromRows(tx: Transaction, runId: string): Promise<void> {
  await tx.query(
    `update public.indexing_runs r
        set documents_added = c.added, documents_updated = c.updated, documents_failed = c.failed
       from (select count(d.id) filter (where d.created_at >= x.started_at)::int as added,
                    count(d.id) filter (where d.created_at < x.started_at)::int as updated,
                    count(d.id) filter (where d.status = 'FAILED')::int as failed
               from public.indexing_runs x left join public.documents d on d.run_id = x.id
              where x.id = $1) c
      where r.id = $1`,
    [runId],
  );
}
