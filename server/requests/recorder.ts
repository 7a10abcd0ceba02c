import { randomUUID } from 'node:crypto';
import type { ApiRequestKind } from '@contract/apiRequests';
import type { PlatformBase } from '../core/context';
import { scrubText } from './redact';
import { isUuid } from '../core/ids';

/** One request a project received, as a route reports it. Nothing here may be a secret. */
export interface ApiRequestRecord {
  projectId: string;
  /** The project's owner when known; otherwise the flush reads it from the project. */
  ownerId?: string | null;
  apiKeyId?: string | null;
  /** sha256 of the x-api-key sent, when the route did not resolve the key itself (resolved in the flush). */
  apiKeyHash?: string | null;
  kind: ApiRequestKind;
  operation?: string | null;
  status: number;
  durationMs: number;
  resultCount?: number | null;
  error?: string | null;
  /** A search's query text. */
  query?: string | null;
  detail?: Record<string, unknown>;
  /** When the request arrived; now when not given. */
  receivedAt?: Date;
}

export interface RecorderLimits {
  /** Rows waiting at most; a record beyond this is dropped and counted. */
  maxQueue: number;
  /** A flush starts once this many rows wait... */
  batchSize: number;
  /** ...or this long after the first of them arrived. */
  flushEveryMs: number;
}

export const DEFAULT_LIMITS: RecorderLimits = { maxQueue: 5000, batchSize: 250, flushEveryMs: 250 };

interface QueuedRow {
  id: string;
  owner_id: string | null;
  project_id: string;
  api_key_id: string | null;
  api_key_hash: string | null;
  kind: ApiRequestKind;
  operation: string | null;
  status: number;
  status_class: string;
  duration_ms: number;
  result_count: number | null;
  error: string | null;
  query: string | null;
  detail: Record<string, unknown>;
  search_text: string;
  created_at: string;
}

function toRow(record: ApiRequestRecord): QueuedRow {
  const status = Math.min(599, Math.max(100, Math.trunc(record.status) || 500));
  const operation = record.operation ? scrubText(record.operation, 200) : null;
  const error = record.error ? scrubText(record.error, 1000) : null;
  const query = record.query ? scrubText(record.query, 500) : null;
  return {
    id: randomUUID(),
    owner_id: record.ownerId && isUuid(record.ownerId) ? record.ownerId : null,
    project_id: record.projectId,
    api_key_id: record.apiKeyId && isUuid(record.apiKeyId) ? record.apiKeyId : null,
    api_key_hash: record.apiKeyHash ?? null,
    kind: record.kind,
    operation,
    status,
    status_class: `${String(status)[0]}xx`,
    duration_ms: Math.max(0, Math.round(record.durationMs)),
    result_count:
      record.resultCount === undefined || record.resultCount === null
        ? null
        : Math.max(0, Math.trunc(record.resultCount)),
    error,
    query,
    detail: record.detail ?? {},
    search_text: [operation, query, error].filter(Boolean).join(' ').slice(0, 1800),
    created_at: (record.receivedAt ?? new Date()).toISOString(),
  };
}

// One statement per batch. Owner and key come from the database: a record for a project that no longer
// exists is skipped, a key sent by hash is looked up under that project, a deleted key is left null.
const INSERT_SQL = `
  with r as (
    select * from jsonb_to_recordset($1::jsonb) as r(
      id uuid, owner_id uuid, project_id uuid, api_key_id uuid, api_key_hash text, kind text, operation text,
      status integer, status_class text, duration_ms integer, result_count integer, error text, query text,
      detail jsonb, search_text text, created_at timestamptz)
  )
  insert into public.api_requests (id, owner_id, project_id, api_key_id, api_key_prefix, kind, operation, status,
    status_class, duration_ms, result_count, error, query, detail, search_text, created_at)
  select r.id, p.owner_id, r.project_id, k.id, k.prefix, r.kind, r.operation, r.status, r.status_class,
         r.duration_ms, r.result_count, r.error, r.query, r.detail, r.search_text, r.created_at
    from r
    join public.projects p on p.id = r.project_id and (r.owner_id is null or p.owner_id = r.owner_id)
    left join private.key_hashes h on r.api_key_id is null and h.hash = r.api_key_hash
      and h.kind = 'api_key' and h.project_id = r.project_id
    left join public.api_keys k on k.id = coalesce(r.api_key_id, h.key_id) and k.owner_id = p.owner_id`;

/**
 * Postgres stores no NUL character in text or jsonb, and would refuse the whole batch for one request
 * that carried it (a hostile query): it is kept as U+FFFD, the replacement character.
 */
const storable = (_key: string, value: unknown) =>
  typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;

const DROPS_SQL = `
  insert into private.api_request_drops (project_id, owner_id, dropped, last_dropped_at)
  select p.id, p.owner_id, d.dropped, now()
    from jsonb_to_recordset($1::jsonb) as d(project_id uuid, dropped bigint)
    join public.projects p on p.id = d.project_id
  on conflict (project_id) do update
    set dropped = private.api_request_drops.dropped + excluded.dropped, last_dropped_at = excluded.last_dropped_at`;

/**
 * The platform's request log writer. `record` only pushes onto a bounded in-memory queue and never
 * waits or throws; a timer writes the queue in batches. When the queue is full the record is dropped
 * and counted per project, and the counts are written with the next batch.
 */
export class ApiRequestRecorder {
  private queue: QueuedRow[] = [];
  private drops = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  limits: RecorderLimits = { ...DEFAULT_LIMITS };
  /** The platform's `recordRequests` option (`--no-request-log`): off records nothing, the bench's baseline. */
  readonly enabled: boolean;

  constructor(private readonly ctx: PlatformBase) {
    this.enabled = ctx.options.recordRequests;
  }

  record(record: ApiRequestRecord): void {
    if (!this.enabled || this.closed || !isUuid(record.projectId)) return;
    if (this.queue.length >= this.limits.maxQueue) {
      this.drops.set(record.projectId, (this.drops.get(record.projectId) ?? 0) + 1);
      return;
    }
    try {
      this.queue.push(toRow(record));
    } catch (error) {
      console.error('[requests] could not record a request', error);
      return;
    }
    if (this.queue.length >= this.limits.batchSize) this.schedule(0);
    else this.schedule(this.limits.flushEveryMs);
  }

  /** Writes everything queued now (tests, close). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0 && this.drops.size === 0) return;
    this.flushing = this.write().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  /** Rows waiting to be written. */
  get pending(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private schedule(delayMs: number): void {
    if (this.closed || this.flushing) return;
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
  }

  private async write(): Promise<void> {
    const rows = this.queue.splice(0, this.limits.batchSize * 4);
    const drops = [...this.drops].map(([project_id, dropped]) => ({ project_id, dropped }));
    this.drops.clear();
    try {
      await this.ctx.asService(async (tx) => {
        if (rows.length) await tx.query(INSERT_SQL, [JSON.stringify(rows, storable)]);
        if (drops.length) await tx.query(DROPS_SQL, [JSON.stringify(drops)]);
      });
    } catch (error) {
      // A batch the database refused (e.g. its project deleted meanwhile) is lost, and counted as dropped.
      // The message only: the error carries the batch's parameters, hundreds of rows long.
      console.error('[requests] could not write a batch of recorded requests:', (error as Error).message);
      for (const row of rows) this.drops.set(row.project_id, (this.drops.get(row.project_id) ?? 0) + 1);
    }
    if (this.queue.length) this.schedule(this.queue.length >= this.limits.batchSize ? 0 : this.limits.flushEveryMs);
  }
}

declare module '../core/services' {
  interface PlatformServices {
    /** The request log's writer: `record` returns at once and never throws (flushed on close). */
    requestLog: ApiRequestRecorder;
  }
}
