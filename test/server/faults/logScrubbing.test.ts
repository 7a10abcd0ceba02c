import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequestRow } from '../../../contract/apiRequests';
import type { Platform } from '../../../server/platform';
import { scrubText } from '../../../server/requests/redact';
import { startTestPlatform } from '../helpers/platform';
import { apiUser, dataOf, type ApiUser } from '../api/apiClient';

// Shaped like this platform's keys (pk_/ak_ + 40 base62) and like a real HS256 JWT, the payload long.
const KEY = `pk_${'Zx8Qw2Er4Ty6Ui'.repeat(3).slice(0, 40)}`;
const ADMIN_KEY = `ak_${'mN3bV5cX7zL9kJ'.repeat(3).slice(0, 40)}`;
const JWT_HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
const JWT_PAYLOAD = `eyJzdWIiOiJhbGljZSIsIm5vdGUiOiI${'xMjM0NTY3ODkw'.repeat(30)}In0`;
const JWT = `${JWT_HEADER}.${JWT_PAYLOAD}.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c`;
const SECRETS = [KEY, ADMIN_KEY, JWT_HEADER, JWT_PAYLOAD.slice(0, 40), 'hunter2', 's3cr3t-value', 'tok-1234'];

const expectScrubbed = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).toContain('[redacted]');
};

describe('scrubbing the request log', () => {
  it('masks each secret of the issue in free text', () => {
    for (const text of [
      `/push/v1/projects/p/sources/s/documents/${KEY}`,
      `/push/v1/projects/p/sources/s/documents/${JWT}`,
      `Sync_${KEY}`,
      `Cannot query field "x_${ADMIN_KEY}" on type "Query".`,
      `prefix${KEY}`,
      'pricing password=hunter2',
      'db_password=hunter2&client_secret=s3cr3t-value',
      'refresh_token=tok-1234',
      '{"password":"hunter2"}',
      'Authorization: Bearer tok-1234',
      `a short JWT eyJhbGciOiJub25lIn0.e30. and ${JWT_HEADER}`,
    ]) {
      expectScrubbed(scrubText(text, 300));
    }
    // Ordinary words that merely contain a prefix or a secret-sounding name stay readable.
    for (const text of ['Unexpected token: }', 'break_statement', 'query { project, sources }']) {
      expect(scrubText(text, 300)).toBe(text);
    }
  });
});

describe('requests recorded with secrets in them', () => {
  let platform: Platform;
  let alice: ApiUser;
  let projectId: string;
  let sourceId: string;
  let apiKey: string;

  async function latest(): Promise<ApiRequestRow> {
    await platform.ctx.requestLog.flush();
    const { data } = await alice.client
      .from('api_requests')
      .select('*')
      .eq('project_id', projectId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(1);
    return (data as ApiRequestRow[])[0];
  }

  const gql = (query: string, operationName?: string) =>
    fetch(`${platform.url}/graphql/v1/projects/${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query, operationName }),
    });

  beforeAll(async () => {
    platform = await startTestPlatform();
    alice = await apiUser(platform, 'Alice');
    projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Scrubbed' }), 201).id;
    sourceId = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }),
      201,
    ).id;
    apiKey = dataOf(
      await alice.call<{ key: string }>('POST', `/projects/${projectId}/api-keys`, { name: 'App' }),
      201,
    ).key;
  });
  afterAll(async () => {
    await alice.client.removeAllChannels();
    await platform.close();
  });

  it('stores a push path with a key in it scrubbed, and shows the path, not the route pattern', async () => {
    const path = `/push/v1/projects/${projectId}/sources/${sourceId}/documents/notes/${KEY}`;
    await fetch(`${platform.url}${path}`, { method: 'DELETE', headers: { 'x-api-key': apiKey } });
    const row = await latest();
    expect(row.kind).toBe('push');
    expect(row.detail.path).toBe(`/push/v1/projects/${projectId}/sources/${sourceId}/documents/notes/[redacted]`);
    expect(row.operation).toBe('DELETE /sources/:sourceId/documents/:id');
    expectScrubbed(JSON.stringify(row));
  });

  it('stores a path with a JWT longer than the path limit without its header or payload', async () => {
    await fetch(`${platform.url}/push/v1/projects/${projectId}/sources/${sourceId}/documents/${JWT}`, {
      headers: { 'x-api-key': apiKey },
    });
    const row = await latest();
    expect(row.detail.path).toBe(`/push/v1/projects/${projectId}/sources/${sourceId}/documents/[redacted]`);
    expectScrubbed(JSON.stringify(row));
  });

  it('masks a key after "_" in a GraphQL operation name and in its error', async () => {
    await gql(`query Sync_${KEY} { project { id } }`, `Sync_${KEY}`);
    const named = await latest();
    expect(named.operation).toBe('Sync_[redacted]');
    expectScrubbed(JSON.stringify(named));
    await gql(`{ x_${ADMIN_KEY} }`);
    const failed = await latest();
    expect(failed.error).toContain('x_[redacted]');
    expectScrubbed(JSON.stringify(failed));
  });

  it('masks password= in search text', async () => {
    await alice.call('GET', `/projects/${projectId}/search?q=${encodeURIComponent('pricing password=hunter2')}`);
    const row = await latest();
    expect(row.kind).toBe('search');
    expect(row.query).toBe('pricing password=[redacted]');
    expectScrubbed(JSON.stringify(row));
  });
});
