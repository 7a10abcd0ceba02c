import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { ApiUser } from '../api/apiClient';
import type { Tenant } from './tenantWorld';

/** [method, path, body]: every dashboard API call that names a row, aimed by B at A's rows. */
export function apiCallsOnForeignIds(a: Tenant, b: Tenant): Array<[string, string, unknown?]> {
  const P = `/projects/${a.projectId}`;
  const BP = `/projects/${b.projectId}`;
  const calls: Array<[string, string, unknown?]> = [
    ['PATCH', P, { name: 'hijacked', description: 'hijacked' }],
    ['DELETE', P],
    ['POST', `${P}/restore`, {}],
    ['POST', `/projects/${a.pausedProjectId}/restore`, {}],
    ['POST', `${P}/api-keys`, { name: 'planted' }],
    ['DELETE', `${P}/api-keys`, { id: a.apiKey.id }],
    ['DELETE', `${BP}/api-keys`, { id: a.apiKey.id }],
    ['POST', `${P}/webhooks`, { url: 'https://evil.example.com/hook', events: ['source.created'] }],
    ['DELETE', `${P}/webhooks/${a.webhookId}`],
    ['DELETE', `${BP}/webhooks/${a.webhookId}`],
    ['PATCH', `${P}/webhooks/${a.webhookId}`, { url: 'http://127.0.0.1:9/hijacked', enabled: false }],
    ['POST', `${P}/webhooks/${a.webhookId}/test`, {}],
    ['POST', `${P}/webhooks/${a.webhookId}/rotate-secret`, {}],
    ['POST', `${P}/webhooks/${a.webhookId}/deliveries/${a.webhookId}/resend`, {}],
    ['POST', `${BP}/webhooks/${a.webhookId}/rotate-secret`, {}],
    ['DELETE', '/user/admin-api-keys', { id: a.adminKeyId }],
    ['POST', `${P}/sources`, { provider: 'push_api' }],
    ['GET', `${P}/documents`],
    ['GET', `${BP}/documents?sourceId=${a.sourceId}`],
  ];
  // A's source under A's project and under B's own project.
  for (const S of [`${P}/sources/${a.sourceId}`, `${BP}/sources/${a.sourceId}`]) {
    calls.push(
      ['PATCH', S, { name: 'hijacked' }],
      ['PATCH', `${S}/set-entry-point/folder`, { name: 'hijacked' }],
      ['GET', `${S}/list-entry-point-options/folder`],
      ['POST', `${S}/connect`, {}],
      ['POST', `${S}/connect`, { token: 'ghp_planted_token_value' }],
      ['POST', `${S}/disconnect`],
      ['POST', `${S}/indexing/init`],
      ['POST', `${S}/indexing/update`],
      ['POST', `${S}/indexing/rebuild`],
      ['POST', `${S}/indexing/cancel`],
      ['PATCH', S, { schedule: 'hourly' }],
      ['DELETE', S],
    );
  }
  return calls;
}

/** [table, filter]: realtime subscriptions on A's ids, and unfiltered ones on every published table. */
export function realtimeTargets(a: Tenant): Array<[string, string | undefined]> {
  return [
    ['projects', `id=eq.${a.projectId}`],
    ['projects', `owner_id=eq.${a.user.id}`],
    ['sources', `project_id=eq.${a.projectId}`],
    ['sources', `id=eq.${a.sourceId}`],
    ['source_logs', `source_id=eq.${a.sourceId}`],
    ['indexing_runs', `source_id=eq.${a.sourceId}`],
    ['api_keys', `project_id=eq.${a.projectId}`],
    ['webhooks', `project_id=eq.${a.projectId}`],
    ['admin_keys', `owner_id=eq.${a.user.id}`],
    ...['projects', 'sources', 'source_logs', 'indexing_runs', 'api_keys', 'webhooks', 'admin_keys'].map(
      (table): [string, undefined] => [table, undefined],
    ),
  ];
}

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** A postgres_changes subscription of this user, collecting its events and subscribe statuses. */
export function listen(user: ApiUser, name: string, table: string, filter?: string) {
  const events: Change[] = [];
  const statuses: string[] = [];
  user.client
    .channel(name)
    .on<Record<string, unknown>>(
      'postgres_changes',
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
      (change) => void events.push(change),
    )
    .subscribe((status) => void statuses.push(status));
  return { events, statuses };
}

export interface GraphQLReply {
  status: number;
  body: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
}

/** POST /graphql/v1/projects/:projectId with these headers. */
export async function graphql(
  url: string,
  projectId: string,
  headers: Record<string, string>,
  body: { query: string; variables?: Record<string, unknown> },
): Promise<GraphQLReply> {
  const response = await fetch(`${url}/graphql/v1/projects/${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLReply['body'] };
}
