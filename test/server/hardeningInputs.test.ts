import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, expectError, type ApiUser } from './api/apiClient';

let platform: Platform;
let alice: ApiUser;
let projectId: string;
let sourceId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await apiUser(platform, 'Alice');
  projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Inputs' }), 201).id;
  sourceId = dataOf(await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }), 201).id;
});
afterAll(() => platform.close());

const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const ID = '00000000-0000-4000-8000-000000000000';

async function gql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${platform.url}/graphql/v1/projects/${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.session.access_token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
}

describe('forged cursors', () => {
  it('answers a documents cursor beyond bigint, beyond any timestamp or with an absurd rank with 400, not 500', async () => {
    const forged = [
      cursor([null, '99999999999999999999', ID]),
      cursor([null, '9223372036854775807', ID]),
      cursor([null, '999999999999999999', ID]),
    ];
    for (const after of forged) {
      expectError(await alice.call('GET', `/projects/${projectId}/documents?after=${after}`), 400, 'INVALID_AFTER');
    }
    expectError(
      await alice.call('GET', `/projects/${projectId}/documents?search=x&after=${cursor([1e300, '1', ID])}`),
      400,
      'INVALID_AFTER',
    );
    const valid = await alice.call('GET', `/projects/${projectId}/documents?after=${cursor([null, '1700000000000000', ID])}`);
    expect(valid.status).toBe(200);
  });

  it('answers forged GraphQL cursors with BAD_USER_INPUT, never "Unexpected error"', async () => {
    for (const position of ['99999999999999999999', '9223372036854775807']) {
      const documents = await gql('query($after: String) { documents(after: $after) { edges { cursor } } }', {
        after: cursor([position, ID]),
      });
      expect(documents.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const runs = await gql('query($s: ID!, $after: String) { runs(sourceId: $s, after: $after) { edges { cursor } } }', {
        s: sourceId,
        after: cursor([position, ID]),
      });
      expect(runs.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('token times', () => {
  it('refuses a token whose iat lies in the future, however short its exp − iat', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = JSON.parse(Buffer.from(alice.session.access_token.split('.')[1], 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const years = 5 * 365 * 24 * 3600;
    const token = await new SignJWT({ ...claims, iat: now + years, exp: now + years + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(platform.ctx.options.jwtSecret));
    expect(await platform.ctx.verifyAccessToken(token)).toBeNull();
    const res = await fetch(`${platform.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    // A little skew between clocks is still fine.
    const skewed = await new SignJWT({ ...claims, iat: now + 5, exp: now + 3605 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(platform.ctx.options.jwtSecret));
    expect(await platform.ctx.verifyAccessToken(skewed)).not.toBeNull();
  });
});
