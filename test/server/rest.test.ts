import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Platform } from '../../server/platform';
import { newSupabaseClient, signedInClient, startTestPlatform } from './helpers/platform';
import { insertProject } from './helpers/rows';

let platform: Platform;
let a: { id: string; client: SupabaseClient; session: { access_token: string } };
let b: { id: string; client: SupabaseClient };
let aPaused: string;
let bPaused: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  a = await signedInClient(platform, 'A');
  b = await signedInClient(platform, 'B');
  await insertProject(platform, a.id, { name: 'Alpha' });
  await insertProject(platform, a.id, { name: 'Beta' });
  aPaused = (await insertProject(platform, a.id, { name: 'Gamma', state: 'paused' })).id;
  bPaused = (await insertProject(platform, b.id, { name: 'Other', state: 'paused' })).id;
});
afterAll(() => platform.close());

describe('rest /rest/v1 with supabase-js', () => {
  it('returns only the caller’s rows, whatever the filter says', async () => {
    const own = await a.client.from('projects').select('id,name').eq('owner_id', a.id).order('name');
    expect(own.error).toBeNull();
    expect(own.data?.map((p) => p.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(Object.keys(own.data![0]).sort()).toEqual(['id', 'name']);

    const others = await a.client.from('projects').select('id,name').eq('owner_id', b.id);
    expect(others.error).toBeNull();
    expect(others.data).toEqual([]);
    const all = await b.client.from('projects').select('name');
    expect(all.data).toEqual([{ name: 'Other' }]);
  });

  it('supports in, neq, is, like, order, limit, offset and exact counts', async () => {
    const filtered = await a.client
      .from('projects')
      .select('name', { count: 'exact' })
      .in('name', ['Alpha', 'Gamma', 'Other'])
      .neq('state', 'deleted')
      .is('deleted_at', null)
      .order('name', { ascending: false })
      .range(0, 0);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ name: 'Gamma' }]);
    expect(filtered.count).toBe(2);
    const liked = await a.client.from('projects').select('name').ilike('name', '%ET%').limit(5);
    expect(liked.data).toEqual([{ name: 'Beta' }]);
    const paged = await a.client.from('projects').select('name').order('name').range(1, 2);
    expect(paged.data?.map((p) => p.name)).toEqual(['Beta', 'Gamma']);
  });

  it('calls restore_project for the caller’s paused project only', async () => {
    const own = await a.client.rpc('restore_project', { project_id: aPaused });
    expect(own.error).toBeNull();
    expect(own.data).toBe(true);
    const state = await a.client.from('projects').select('state').eq('id', aPaused).single();
    // The platform moves restoring → active 2 s later; a loaded machine can take that long between calls.
    expect(['restoring', 'active']).toContain(state.data?.state);

    const foreign = await a.client.rpc('restore_project', { project_id: bPaused });
    expect(foreign.error).toBeNull();
    expect(foreign.data).toBe(false);
    const unknown = await a.client.rpc('no_such_function', {});
    expect(unknown.error?.code).toBe('PGRST202');
  });

  it('answers PostgREST errors: unknown column, single on no rows, bad uuid, hidden schemas', async () => {
    const column = await a.client.from('projects').select('id,nope');
    expect(column.error?.code).toBe('42703');
    const filterColumn = await a.client.from('projects').select('id').eq('nope', 1);
    expect(filterColumn.error?.code).toBe('42703');

    const single = await a.client.from('projects').select('id').eq('owner_id', b.id).single();
    expect(single.error?.code).toBe('PGRST116');
    expect(single.status).toBe(406);
    const maybe = await a.client.from('projects').select('id').eq('owner_id', b.id).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();

    const badUuid = await a.client.from('projects').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.error?.code).toBe('22P02');
    expect(badUuid.status).toBe(400);

    for (const hidden of ['source_credentials', 'users', 'changes']) {
      const res = await a.client.from(hidden).select('*');
      expect(res.error?.code).toBe('PGRST205');
      expect(res.status).toBe(404);
    }
    const profile = await a.client.schema('private').from('source_credentials').select('*');
    expect(profile.error?.code).toBe('PGRST106');
  });

  it('maps bearers: anon key is anon, expired and forged tokens are 401', async () => {
    const anon = await newSupabaseClient(platform.url).from('projects').select('id');
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);

    const headers = (token: string) => ({ apikey: platform.ctx.options.anonKey, Authorization: `Bearer ${token}` });
    const forged = await fetch(`${platform.url}/rest/v1/projects?select=id`, {
      headers: headers(`${a.session.access_token}x`),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301', details: null, hint: null });
  });

  it('lets Postgres refuse every write as PostgREST would: 403 signed in, 401 anonymous', async () => {
    const anon = newSupabaseClient(platform.url);
    const attempts = (client: SupabaseClient) => [
      client.from('projects').insert({ name: 'Nope' }),
      client.from('projects').insert({ name: 'Nope' }).select().single(),
      client.from('projects').upsert({ id: aPaused, name: 'Nope' }),
      client.from('projects').update({ state: 'active' }).eq('id', aPaused),
      client.from('projects').delete().eq('id', aPaused),
      client.from('sources').insert({ project_id: aPaused, type: 'local', provider: 'local' }),
    ];
    for (const reply of await Promise.all(attempts(a.client))) {
      expect(reply.status).toBe(403);
      expect(reply.error).toEqual({
        code: '42501',
        details: null,
        hint: null,
        message: expect.stringMatching(/^permission denied for table (projects|sources)$/),
      });
    }
    for (const reply of await Promise.all(attempts(anon))) {
      expect(reply.status).toBe(401);
      expect(reply.error?.code).toBe('42501');
    }
    const raw = await fetch(`${platform.url}/rest/v1/projects?id=eq.${aPaused}`, {
      method: 'PATCH',
      headers: {
        apikey: platform.ctx.options.anonKey,
        Authorization: `Bearer ${a.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'Nope' }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table projects',
    });
    const deep = await fetch(`${platform.url}/rest/v1/projects`, {
      method: 'POST',
      headers: {
        apikey: platform.ctx.options.anonKey,
        Authorization: `Bearer ${a.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ errorCode: 'JSON_TOO_DEEP' });
    const unknownColumn = await a.client.from('projects').insert({ nope: 1 });
    expect(unknownColumn.error?.code).toBe('PGRST204');
    const names = await a.client.from('projects').select('name').order('name');
    expect(names.data?.map((p) => p.name)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('runs GET rpc read-only: restore_project over GET is refused with 25006 and changes nothing', async () => {
    const paused = (await insertProject(platform, a.id, { name: 'Delta', state: 'paused' })).id;
    const reply = await a.client.rpc('restore_project', { project_id: paused }, { get: true });
    expect(reply.status).toBe(405);
    expect(reply.error?.code).toBe('25006');
    // Its first statement locks the caller's subscription to check the plan's limits: a write, refused.
    expect(reply.error?.message).toBe('cannot execute SELECT FOR UPDATE in a read-only transaction');
    const state = await a.client.from('projects').select('state').eq('id', paused).single();
    expect(state.data).toEqual({ state: 'paused' });
    const deepArgs = await fetch(`${platform.url}/rest/v1/rpc/restore_project`, {
      method: 'POST',
      headers: {
        apikey: platform.ctx.options.anonKey,
        Authorization: `Bearer ${a.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: `{"project_id":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
    });
    expect(deepArgs.status).toBe(400);
    const posted = await a.client.rpc('restore_project', { project_id: paused });
    expect(posted.data).toBe(true);
  });
});
