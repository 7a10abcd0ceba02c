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
    expect(state.data).toEqual({ state: 'restoring' });

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

    const write = await a.client.from('projects').insert({ name: 'Nope' });
    expect(write.status).toBe(405);
    expect(write.error?.code).toBe('PGRST117');
  });
});
