import { beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../../../server/api/userTransaction';
import { dataOf } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Robust');
let sourceId: string;

beforeAll(async () => {
  sourceId = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, {
      provider: 'google_drive',
    }),
    201,
  ).id;
});

// The 24 dashboard API calls (the three indexing actions share one row there).
const calls = () => {
  const p = `/projects/${world.projectId}`;
  const s = `${p}/sources/${sourceId}`;
  return [
    ['POST', '/user/admin-api-keys'],
    ['DELETE', '/user/admin-api-keys'],
    ['POST', '/projects'],
    ['PATCH', p],
    ['DELETE', p],
    ['POST', `${p}/restore`],
    ['POST', `${p}/api-keys`],
    ['DELETE', `${p}/api-keys`],
    ['POST', `${p}/webhooks`],
    ['DELETE', `${p}/webhooks/${crypto.randomUUID()}`],
    ['POST', `${p}/sources`],
    ['PATCH', s],
    ['DELETE', s],
    ['PATCH', `${s}/set-entry-point/folder`],
    ['GET', `${s}/list-entry-point-options/folder`],
    ['POST', `${s}/connect`],
    ['POST', `${s}/disconnect`],
    ['POST', `${s}/indexing/init`],
    ['POST', `${s}/indexing/update`],
    ['POST', `${s}/indexing/rebuild`],
    ['GET', '/stripe/invoices'],
    ['GET', '/stripe/invoices/upcoming'],
    ['POST', '/stripe/billing-portal-session'],
    ['PUT', '/subscriptions'],
    ['GET', '/subscription-plans'],
    ['GET', '/subscriptions/plan'],
  ] as const;
};

describe('every dashboard call', () => {
  it('answers 401 without a bearer and with a forged one', async () => {
    const forged = `${world.alice.session.access_token.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`;
    for (const [method, path] of calls()) {
      for (const headers of [{} as Record<string, string>, { authorization: `Bearer ${forged}` }]) {
        const reply = await world.alice.call(method, path, method === 'GET' ? undefined : {}, headers);
        expect(reply.status, `${method} ${path}`).toBe(401);
        expect(reply.body).toEqual({ errorCode: 'UNAUTHORIZED', error: 'Missing or invalid access token' });
      }
    }
  });

  it('answers a garbage body with a 4xx envelope, never a crash, and changes nothing', async () => {
    const garbage = [
      '{"unterminated',
      '[1,2,3]',
      '"text"',
      'null',
      JSON.stringify({ name: 'x'.repeat(10_000), id: 42, url: 7 }),
    ];
    for (const [method, path] of calls()) {
      // GETs and the DELETEs of a project or source take no body at all.
      if (method === 'GET' || (method === 'DELETE' && (path.endsWith(world.projectId) || path.endsWith(sourceId))))
        continue;
      for (const body of garbage) {
        const reply = await world.alice.call(method, path, body);
        expect(reply.status, `${method} ${path} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(reply.status, `${method} ${path} ${body.slice(0, 20)}`).toBeLessThan(500);
        expect(reply.body.data).toBeUndefined();
      }
    }
    const { data: projects } = await world.alice.client.from('projects').select('name, state');
    expect(projects).toEqual([{ name: 'Robust', state: 'active' }]);
    const { data: sources } = await world.alice.client.from('sources').select('status, custom');
    expect(sources).toEqual([{ status: 'IDLE', custom: null }]);
    for (const table of ['api_keys', 'webhooks', 'admin_keys']) {
      expect((await world.alice.client.from(table).select('id')).data, table).toEqual([]);
    }
  });
});

describe('one service-rights transaction across the public and private schemas', () => {
  it('rolls back the public row when the private write fails', async () => {
    const claims = { sub: world.alice.id, role: 'authenticated' as const };
    const attempt = asOwner(world.platform.ctx, claims, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.api_keys (project_id, name, prefix) values ($1, 'half', 'pk_half') returning id",
        [world.projectId],
      );
      // key_hashes.kind only allows api_key/admin_key: the second write fails.
      await tx.query("insert into private.key_hashes (key_id, kind, owner_id, hash) values ($1, 'bogus', $2, 'h')", [
        rows[0].id,
        world.alice.id,
      ]);
    });
    await expect(attempt).rejects.toThrow();
    expect((await world.alice.client.from('api_keys').select('id').eq('name', 'half')).data).toEqual([]);
  });

  it("cannot attach a row to another owner's project, nor change that project", async () => {
    const foreign = await world.platform.ctx.asService(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "insert into public.projects (owner_id, name) values (gen_random_uuid(), 'foreign') returning id",
      );
      return rows[0].id;
    });
    const claims = { sub: world.alice.id, role: 'authenticated' as const };
    const planted = asOwner(world.platform.ctx, claims, (tx) =>
      tx.query("insert into public.sources (project_id, type, provider) values ($1, 'local', 'local')", [foreign]),
    );
    await expect(planted).rejects.toMatchObject({ code: '23503' });
    const renamed = await asOwner(world.platform.ctx, claims, (tx) =>
      tx.query("update public.projects set name = 'mine' where id = $1 and owner_id = auth.uid()", [foreign]),
    );
    expect(renamed.affectedRows).toBe(0);
  });
});
