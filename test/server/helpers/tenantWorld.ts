import { randomUUID } from 'node:crypto';
import type { Platform } from '../../../server/platform';
import { apiUser, connectViaOAuth, dataOf, eventually, type ApiUser } from '../api/apiClient';
import { ensureBilling } from '../../../server/billing/invoices';

interface Invoice {
  id: string;
  number: string;
}

/** One user's whole account, built through the real API and simulations, plus every value that is theirs alone. */
export interface Tenant {
  user: ApiUser;
  projectId: string;
  /** A second, paused project: a target for restore attempts and for the API key's project scope. */
  pausedProjectId: string;
  sourceId: string;
  documentId: string;
  apiKey: { id: string; key: string };
  webhookId: string;
  adminKeyId: string;
  invoiceIds: string[];
  /** Ids, names and secrets that no other user may ever receive, in any response or event. */
  secrets: string[];
}

/** Creates a user with a project, an indexed Google Drive source (logs, documents), keys, a webhook and invoices. */
export async function buildTenant(platform: Platform, label: string): Promise<Tenant> {
  const user = await apiUser(platform, `${label} ${randomUUID()}`);
  // A customer of some months, so there are invoices to page through (billing starts with the account).
  await platform.ctx.asService(async (tx) => {
    await tx.query('delete from private.invoices where user_id = $1', [user.id]);
    await tx.query('delete from private.subscriptions where user_id = $1', [user.id]);
    await ensureBilling(tx, user.id, 'team', new Date(Date.now() - 6 * 31 * 24 * 60 * 60 * 1000));
  });
  const marker = (what: string) => `${label}-${what}-${randomUUID()}`;
  const post = async <T>(path: string, body: unknown) => dataOf(await user.call<T>('POST', path, body), 201);

  const project = await post<{ id: string; name: string }>('/projects', {
    name: marker('project'),
    settings: { description: marker('description') },
  });
  const paused = await post<{ id: string; name: string }>('/projects', { name: marker('paused-project') });
  await platform.ctx.asService((tx) =>
    tx.query("update public.projects set state = 'paused' where id = $1", [paused.id]),
  );

  const base = `/projects/${project.id}`;
  const source = await post<{ id: string }>(`${base}/sources`, { provider: 'google_drive' });
  const sourceName = marker('source');
  dataOf(await user.call('PATCH', `${base}/sources/${source.id}`, { name: sourceName }));
  await connectViaOAuth(user, project.id, source.id);
  const folder = marker('folder');
  dataOf(await user.call('PATCH', `${base}/sources/${source.id}/set-entry-point/folder`, { name: folder }));
  dataOf(await user.call('POST', `${base}/sources/${source.id}/indexing/init`));
  await eventually(async () => {
    const { rows } = await platform.ctx.db.query<{ status: string }>(
      'select status from public.sources where id = $1',
      [source.id],
    );
    return rows[0].status === 'IDLE';
  });

  const apiKey = await post<{ id: string; key: string; prefix: string }>(`${base}/api-keys`, {
    name: marker('api-key'),
  });
  const webhookUrl = `http://127.0.0.1:9/${randomUUID()}`;
  const webhook = await post<{ id: string; secret: string }>(`${base}/webhooks`, {
    url: webhookUrl,
    events: ['source.created'],
    description: marker('webhook'),
  });
  const adminKey = await post<{ id: string; key: string; prefix: string }>('/user/admin-api-keys', {
    name: marker('admin-key'),
  });
  const invoices = await allInvoices(user);
  const subscription = dataOf(
    await user.call<{ subscription: { id: string } }>('GET', '/subscriptions/plan'),
  ).subscription;

  const { rows: owned } = await platform.ctx.db.query<{ id: string; kind: string }>(
    `select id::text, 'log' as kind from public.source_logs where owner_id = $1
     union all select id::text, 'document' from public.documents where owner_id = $1`,
    [user.id],
  );
  const documentId = owned.find((row) => row.kind === 'document')?.id;
  if (!documentId || owned.length < 10) throw new Error('indexing left too few logs and documents to test with');
  const secrets = [
    user.id,
    user.email,
    user.session.access_token,
    user.session.refresh_token,
    project.id,
    project.name,
    paused.id,
    paused.name,
    source.id,
    sourceName,
    folder,
    apiKey.id,
    apiKey.key,
    apiKey.prefix,
    webhook.id,
    webhook.secret,
    webhookUrl,
    adminKey.id,
    adminKey.key,
    adminKey.prefix,
    subscription.id,
    ...owned.map((row) => row.id),
    ...invoices.flatMap((invoice) => [invoice.id, invoice.number]),
  ];
  return {
    user,
    projectId: project.id,
    pausedProjectId: paused.id,
    sourceId: source.id,
    documentId,
    apiKey,
    webhookId: webhook.id,
    adminKeyId: adminKey.id,
    invoiceIds: invoices.map((invoice) => invoice.id),
    secrets,
  };
}

/** Every invoice of the user, page by page as the dashboard fetches them. */
export async function allInvoices(user: ApiUser): Promise<Invoice[]> {
  const invoices: Invoice[] = [];
  for (let page = 0; page < 10; page += 1) {
    const query = invoices.length ? `?startingAfter=${invoices[invoices.length - 1].id}` : '';
    const { invoices: batch, hasMore } = dataOf(
      await user.call<{ invoices: Invoice[]; hasMore: boolean }>('GET', `/stripe/invoices${query}`),
    );
    invoices.push(...batch);
    if (!hasMore) return invoices;
  }
  throw new Error('invoices never ended');
}

/** Every row the user owns, public and private, as text: equal snapshots mean nothing of theirs changed. */
export async function ownedRows(platform: Platform, ownerId: string): Promise<string> {
  const { rows } = await platform.ctx.db.query<{ snapshot: string }>(
    `select jsonb_build_object(
       'projects', (select jsonb_agg(t order by id) from public.projects t where owner_id = $1),
       'sources', (select jsonb_agg(t order by id) from public.sources t where owner_id = $1),
       'source_logs', (select jsonb_agg(t order by id) from public.source_logs t where owner_id = $1),
       'documents', (select jsonb_agg(t order by id) from public.documents t where owner_id = $1),
       'indexing_runs', (select jsonb_agg(t order by id) from public.indexing_runs t where owner_id = $1),
       'api_keys', (select jsonb_agg(t order by id) from public.api_keys t where owner_id = $1),
       'webhooks', (select jsonb_agg(t order by id) from public.webhooks t where owner_id = $1),
       'admin_keys', (select jsonb_agg(t order by id) from public.admin_keys t where owner_id = $1),
       'credentials', (select jsonb_agg(t order by source_id) from private.source_credentials t where owner_id = $1),
       'key_hashes', (select jsonb_agg(t order by key_id) from private.key_hashes t where owner_id = $1),
       'webhook_secrets', (select jsonb_agg(s order by webhook_id) from private.webhook_secrets s
                            join public.webhooks w on w.id = s.webhook_id where w.owner_id = $1),
       'oauth_states', (select jsonb_agg(t order by state) from private.oauth_states t where owner_id = $1),
       'subscriptions', (select jsonb_agg(t) from private.subscriptions t where user_id = $1),
       'invoices', (select jsonb_agg(t order by id) from private.invoices t where user_id = $1)
     )::text as snapshot`,
    [ownerId],
  );
  return rows[0].snapshot;
}
