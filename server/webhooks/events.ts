import type { Database, Transaction } from '../db/types';
import { randomBase62 } from '../core/secrets';
import type { WebhookEvent } from '@contract/enums';

/** The events webhooks subscribe to, plus the test event the dashboard sends on request. */
export type WebhookEventType = WebhookEvent | 'webhook.test';

type Db = Database | Transaction;

interface ProjectEvent {
  ownerId: string;
  projectId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  /** Only this webhook, whatever it subscribes to (test events). */
  webhookId?: string;
}

const newEventId = () => `evt_${randomBase62(24)}`;

/**
 * Records an event and queues one delivery per enabled webhook of the project subscribed to its type, in
 * one statement, only while the project is active and its "Webhook delivery" feature is on. Runs with
 * service rights (db is the platform's connection or a service transaction); returns the delivery ids.
 */
export async function emitProjectEvent(db: Db, event: ProjectEvent): Promise<string[]> {
  const id = newEventId();
  const createdAt = new Date().toISOString();
  const body = JSON.stringify({
    id,
    type: event.type,
    created_at: createdAt,
    project_id: event.projectId,
    data: event.data,
  });
  const { rows } = await db.query<{ id: string }>(
    `with target as (
       select w.id, w.owner_id, w.project_id
         from public.webhooks w
         join public.projects p on p.id = w.project_id and p.owner_id = w.owner_id
        where w.project_id = $1 and w.owner_id = $2 and w.enabled
          and ($6::uuid is null and $3 = any (w.events) or w.id = $6::uuid)
          and p.state = 'active'
          and coalesce((p.settings #>> '{features,webhookDelivery}')::boolean, true)
     ), event as (
       insert into private.webhook_events (id, owner_id, project_id, type, body, created_at)
       select $4, $2, $1, $3, $5, $7 where exists (select 1 from target)
     )
     insert into public.webhook_deliveries (owner_id, project_id, webhook_id, event_id, event_type, next_attempt_at)
     select owner_id, project_id, id, $4, $3, now() from target
     returning id`,
    [event.projectId, event.ownerId, event.type, id, body, event.webhookId ?? null, createdAt],
  );
  return rows.map((row) => row.id);
}

interface SourceSummary {
  id: string;
  owner_id: string;
  project_id: string;
  name: string;
  type: string;
  provider: string;
  status: string;
  documents_count: number;
}

/** Emits a source.* or indexing.* event about a source as it is now (no-op when it is gone). */
export async function emitSourceEvent(
  db: Db,
  sourceId: string,
  type: WebhookEventType,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const { rows } = await db.query<SourceSummary>(
    `select id, owner_id, project_id, name, type, provider, status, documents_count from public.sources where id = $1`,
    [sourceId],
  );
  const source = rows[0];
  if (!source) return;
  const { owner_id: ownerId, project_id: projectId, ...summary } = source;
  await emitProjectEvent(db, {
    ownerId,
    projectId,
    type,
    data: { source: { ...summary, project_id: projectId }, ...extra },
  });
}

/**
 * One document.indexed event per document this transaction inserted for the source (their created_at is
 * the transaction's now()), so the indexing simulation needs no ids back from its insert.
 */
export async function emitDocumentsIndexed(tx: Transaction, sourceId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string; owner_id: string; project_id: string } & Record<string, unknown>>(
    `select id, owner_id, project_id, source_id, title, url, mime_type from public.documents
      where source_id = $1 and created_at = now() and status = 'INDEXED' order by id`,
    [sourceId],
  );
  for (const { owner_id: ownerId, project_id: projectId, ...document } of rows) {
    await emitProjectEvent(tx, { ownerId, projectId, type: 'document.indexed', data: { document } });
  }
}
