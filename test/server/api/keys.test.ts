import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Keys');

interface CreatedKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  key: string;
}

const storedHash = async (keyId: string) =>
  (
    await world.platform.ctx.db.query<{ hash: string; kind: string }>(
      'select hash, kind from private.key_hashes where key_id = $1',
      [keyId],
    )
  ).rows[0];
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('project API keys', () => {
  it('POST returns the key once and stores only its hash and prefix', async () => {
    const created = dataOf(
      await world.alice.call<CreatedKey>('POST', `/projects/${world.projectId}/api-keys`, { name: 'CI' }),
      201,
    );
    expect(Object.keys(created).sort()).toEqual(['created_at', 'id', 'key', 'name', 'prefix']);
    expect(created.key).toMatch(/^pk_[0-9A-Za-z]{40}$/);
    expect(created.prefix).toBe(created.key.slice(0, 8));
    const { data } = await world.alice.client.from('api_keys').select('*').eq('id', created.id).single();
    expect(data).toMatchObject({
      name: 'CI',
      prefix: created.prefix,
      project_id: world.projectId,
      owner_id: world.alice.id,
    });
    expect(JSON.stringify(data)).not.toContain(created.key);
    expect(await storedHash(created.id)).toEqual({ hash: sha256(created.key), kind: 'api_key' });
  });

  it('POST validates the name and the project', async () => {
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/api-keys`, { name: '   ' }),
      400,
      'INVALID_NAME',
    );
    expectError(
      await world.bob.call('POST', `/projects/${world.projectId}/api-keys`, { name: 'Sneaky' }),
      404,
      'NOT_FOUND',
    );
    const { data } = await world.alice.client.from('api_keys').select('name').in('name', ['Sneaky', '']);
    expect(data).toEqual([]);
  });

  it('DELETE {id} removes the row and its hash', async () => {
    const created = dataOf(
      await world.alice.call<CreatedKey>('POST', `/projects/${world.projectId}/api-keys`, { name: 'Temp' }),
      201,
    );
    expectError(
      await world.bob.call('DELETE', `/projects/${world.projectId}/api-keys`, { id: created.id }),
      404,
      'NOT_FOUND',
    );
    expect(
      dataOf(await world.alice.call('DELETE', `/projects/${world.projectId}/api-keys`, { id: created.id })),
    ).toEqual({
      id: created.id,
    });
    expect((await world.alice.client.from('api_keys').select('id').eq('id', created.id)).data).toEqual([]);
    expect(await storedHash(created.id)).toBeUndefined();
  });

  it('DELETE validates the id', async () => {
    expectError(await world.alice.call('DELETE', `/projects/${world.projectId}/api-keys`, {}), 400, 'INVALID_ID');
    expectError(
      await world.alice.call('DELETE', `/projects/${world.projectId}/api-keys`, { id: crypto.randomUUID() }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('admin keys', () => {
  it('POST /user/admin-api-keys returns the key once and keeps its hash', async () => {
    const created = dataOf(
      await world.alice.call<CreatedKey>('POST', '/user/admin-api-keys', { name: 'Deploy bot' }),
      201,
    );
    expect(created.key).toMatch(/^ak_[0-9A-Za-z]{40}$/);
    const { data } = await world.alice.client.from('admin_keys').select('*').eq('id', created.id).single();
    expect(data).toMatchObject({ name: 'Deploy bot', prefix: created.key.slice(0, 8), owner_id: world.alice.id });
    expect(await storedHash(created.id)).toEqual({ hash: sha256(created.key), kind: 'admin_key' });
  });

  it('POST rejects a missing name', async () => {
    expectError(await world.alice.call('POST', '/user/admin-api-keys', {}), 400, 'INVALID_NAME');
  });

  it('DELETE /user/admin-api-keys {id} revokes only the caller’s key', async () => {
    const created = dataOf(await world.alice.call<CreatedKey>('POST', '/user/admin-api-keys', { name: 'Old' }), 201);
    expectError(await world.bob.call('DELETE', '/user/admin-api-keys', { id: created.id }), 404, 'NOT_FOUND');
    expect(await storedHash(created.id)).toBeDefined();
    expect(dataOf(await world.alice.call('DELETE', '/user/admin-api-keys', { id: created.id }))).toEqual({
      id: created.id,
    });
    expect((await world.alice.client.from('admin_keys').select('id').eq('id', created.id)).data).toEqual([]);
    expect(await storedHash(created.id)).toBeUndefined();
  });
});

describe('webhooks', () => {
  it('POST returns the signing secret once and keeps it privately', async () => {
    const created = dataOf(
      await world.alice.call<{ id: string; secret: string }>('POST', `/projects/${world.projectId}/webhooks`, {
        url: 'http://127.0.0.1:9/hook',
        events: ['source.created', 'indexing.completed', 'source.created'],
        description: 'Build trigger',
      }),
      201,
    );
    expect(created).toMatchObject({
      url: 'http://127.0.0.1:9/hook',
      events: ['source.created', 'indexing.completed'],
      description: 'Build trigger',
      enabled: true,
    });
    expect(created.secret).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
    const { data } = await world.alice.client.from('webhooks').select('*').eq('id', created.id).single();
    expect(data).toMatchObject({ secret_prefix: created.secret.slice(0, 10), project_id: world.projectId });
    const { rows } = await world.platform.ctx.db.query<{ secret: string }>(
      'select secret from private.webhook_secrets where webhook_id = $1',
      [created.id],
    );
    expect(rows[0].secret).toBe(created.secret);
  });

  it('POST validates url and events', async () => {
    const reply = await world.alice.call('POST', `/projects/${world.projectId}/webhooks`, {
      url: 'ftp://example.com',
      events: [],
    });
    expectError(reply, 400, 'INVALID_URL');
    expectError(reply, 400, 'INVALID_EVENTS');
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/webhooks`, {
        url: 'https://x.dev',
        events: ['nope'],
      }),
      400,
      'INVALID_EVENTS',
    );
    expect((await world.alice.client.from('webhooks').select('id').eq('url', 'https://x.dev')).data).toEqual([]);
  });

  it('DELETE removes the webhook and its secret; others get 404', async () => {
    const created = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/webhooks`, {
        url: 'http://localhost:9999/h',
        events: ['document.indexed'],
      }),
      201,
    );
    expectError(
      await world.bob.call('DELETE', `/projects/${world.projectId}/webhooks/${created.id}`),
      404,
      'NOT_FOUND',
    );
    expect(dataOf(await world.alice.call('DELETE', `/projects/${world.projectId}/webhooks/${created.id}`))).toEqual({
      id: created.id,
    });
    expect((await world.alice.client.from('webhooks').select('id').eq('id', created.id)).data).toEqual([]);
    const { rows } = await world.platform.ctx.db.query('select 1 from private.webhook_secrets where webhook_id = $1', [
      created.id,
    ]);
    expect(rows).toEqual([]);
  });
});
