import type { Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import { DEFAULT_SETTINGS } from '../api/projects';
import { ensureBilling } from '../billing/invoices';
import type { SourceCustom, SourceRow } from '../core/rows';
import { keyPrefix, newAdminKey, newProjectApiKey, newWebhookSecret, randomBase62, sha256Hex } from '../core/secrets';
import { typeInfo } from '../core/sourceTypes';
import { generateDocument } from '../simulation/documents';
import { startingState, stepLogs } from '../simulation/indexing';
import { issueCredentials } from '../simulation/oauthProvider';
import { insertDocuments, insertLogs, type LogLine } from '../runs/sourceWrites';
import { createUser } from '../supabase/users';
import { pushDocuments } from '../runs/pushRun';
import { ApiError } from '../core/errors';
import { repositoryDocs } from './repositoryDocs';

export const DEMO_USER = { email: 'demo@example.com', password: 'demo-password', name: 'Demo Developer' };

const HOUR = 60 * 60 * 1000;

interface SeedSource {
  type: string;
  name: string;
  custom: SourceCustom | null;
  status?: SourceRow['status'];
  progress?: SourceRow['progress'];
  documents?: number;
  indexedHoursAgo?: number;
}

/** A source as if it had been created, connected and (optionally) indexed earlier. */
async function addSource(tx: Transaction, ownerId: string, projectId: string, seed: SeedSource): Promise<SourceRow> {
  const { rows } = await tx.query<SourceRow>(
    `insert into public.sources (owner_id, project_id, name, type, provider, custom, status, progress, documents_count, last_indexed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      ownerId,
      projectId,
      seed.name,
      seed.type,
      typeInfo(seed.type).provider,
      seed.custom,
      seed.status ?? 'IDLE',
      seed.progress ?? null,
      seed.documents ?? 0,
      seed.indexedHoursAgo === undefined ? null : new Date(Date.now() - seed.indexedHoursAgo * HOUR),
    ],
  );
  const source = rows[0];
  if (seed.custom?.tokens) {
    const credentials = issueCredentials(source.provider, DEMO_USER.email);
    await tx.query(
      'insert into private.source_credentials (source_id, owner_id, tokens, account) values ($1, $2, $3, $4)',
      [source.id, ownerId, credentials.tokens, credentials.account],
    );
  }
  if (seed.documents) {
    const steps = Math.ceil(seed.documents / 4);
    const started = Date.now() - (seed.indexedHoursAgo ?? 0) * HOUR;
    const at = (i: number) => new Date(started + i * 1000).toISOString();
    const logs: LogLine[] = Array.from({ length: steps }, (_, step) => stepLogs(source, 'init', step, 4)).flat();
    logs.push({ severity: 'INFO', message: `Indexing completed: ${seed.documents} documents indexed` });
    await insertLogs(
      tx,
      source,
      logs.map((line, i) => ({ ...line, at: at(i) })),
    );
    const docs = Array.from({ length: seed.documents }, (_, i) =>
      generateDocument(source.id, source.type, source.custom, i),
    );
    await insertDocuments(tx, source, docs);
  }
  return source;
}

async function addProject(tx: Transaction, ownerId: string, name: string, state: string, description: string) {
  const { rows } = await tx.query<{ id: string }>(
    'insert into public.projects (owner_id, name, state, settings) values ($1, $2, $3, $4) returning id',
    [ownerId, name, state, { ...DEFAULT_SETTINGS, description }],
  );
  return rows[0].id;
}

async function addKeys(tx: Transaction, ownerId: string, projectId: string, inboxUrl: string) {
  const apiKey = newProjectApiKey();
  const { rows: keys } = await tx.query<{ id: string }>(
    'insert into public.api_keys (owner_id, project_id, name, prefix) values ($1, $2, $3, $4) returning id',
    [ownerId, projectId, 'Production', keyPrefix(apiKey)],
  );
  const adminKey = newAdminKey();
  const { rows: admin } = await tx.query<{ id: string }>(
    'insert into public.admin_keys (owner_id, name, prefix) values ($1, $2, $3) returning id',
    [ownerId, 'CLI', keyPrefix(adminKey)],
  );
  await tx.query(
    `insert into private.key_hashes (key_id, kind, owner_id, project_id, hash)
     values ($1, 'api_key', $2, $3, $4), ($5, 'admin_key', $2, null, $6)`,
    [keys[0].id, ownerId, projectId, sha256Hex(apiKey), admin[0].id, sha256Hex(adminKey)],
  );
  const secret = newWebhookSecret();
  const { rows: hooks } = await tx.query<{ id: string }>(
    `insert into public.webhooks (owner_id, project_id, url, events, description, secret_prefix)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      ownerId,
      projectId,
      inboxUrl,
      ['indexing.started', 'indexing.completed', 'indexing.failed'],
      'Local inbox: open the URL to see what arrived',
      secret.slice(0, 10),
    ],
  );
  await tx.query('insert into private.webhook_secrets (webhook_id, secret) values ($1, $2)', [hooks[0].id, secret]);
}

const connected = (type: string, entrypoint: Record<string, unknown>): SourceCustom => {
  const credentials = issueCredentials(typeInfo(type).provider, DEMO_USER.email);
  return { tokens: { [typeInfo(type).tokenField as string]: '[redacted]' }, account: credentials.account, entrypoint };
};

/** Everything the demo account shows on first sign-in. */
async function seedProjects(tx: Transaction, ownerId: string, inboxUrl: string): Promise<SourceRow> {
  const acme = await addProject(
    tx,
    ownerId,
    'Acme Knowledge Base',
    'active',
    'Product docs, design files and the team handbook',
  );
  await addSource(tx, ownerId, acme, {
    type: 'google_drive',
    name: 'Design files',
    custom: connected('google_drive', { name: 'Design' }),
    documents: 20,
    indexedHoursAgo: 2,
  });
  const handbook = await addSource(tx, ownerId, acme, {
    type: 'github_branch',
    name: 'Team handbook',
    custom: connected('github_branch', { owner: 'acme', repo: 'handbook', branch: 'main' }),
    ...startingState('init'),
  });
  await tx.query("insert into private.source_jobs (source_id, kind) values ($1, 'init')", [handbook.id]);
  await addSource(tx, ownerId, acme, { type: 'notion', name: 'Wiki', custom: null });
  const ingest = await addSource(tx, ownerId, acme, {
    type: 'push_api',
    name: 'Ingest',
    custom: { entrypoint: { name: 'ingest' } },
  });
  await addKeys(tx, ownerId, acme, inboxUrl);

  const support = await addProject(tx, ownerId, 'Support Inbox', 'paused', 'Customer conversations from Slack');
  await addSource(tx, ownerId, support, {
    type: 'slack',
    name: 'Support channel',
    custom: connected('slack', { id: 'T0ACME', name: 'Acme Inc' }),
    documents: 8,
    indexedHoursAgo: 24 * 9,
  });

  await addProject(tx, ownerId, 'Sandbox', 'active', 'A place to try things out');
  return ingest;
}

/**
 * Seeds the demo account (demo@example.com / demo-password) with three projects: a living one with
 * sources in different states, a paused one and an empty one. Does nothing when the account exists.
 */
export async function seedDemo(ctx: PlatformContext, platformUrl: string): Promise<void> {
  const existing = await ctx.db.query('select 1 from auth.users where email = $1', [DEMO_USER.email]);
  if (existing.rows.length > 0) return;
  const { id } = await createUser(ctx, DEMO_USER);
  // The handbook is left INITIALIZING with a queued job: startSimulations (run after the seed) picks it up.
  // The webhook points at the platform's own inbox, so the handbook's indexing shows deliveries at once.
  const inboxUrl = `${platformUrl}/local/webhook-inbox/${randomBase62(22)}`;
  const ingest = await ctx.asService(async (tx) => {
    // Team leaves the demo's three projects, webhook and sources room for every feature a newcomer tries.
    await ensureBilling(tx, id, 'team');
    return seedProjects(tx, id, inboxUrl);
  });
  // Real text from the first minute: this repository's own docs, pushed the way a developer pushes, in the
  // background so the platform is ready at once (the push is a run the dashboard shows live).
  pushDocuments(ctx, ingest, repositoryDocs(), []).catch((error: unknown) => {
    if (!(error instanceof ApiError)) console.error('[seed] pushing the repository docs failed', error);
  });
}
