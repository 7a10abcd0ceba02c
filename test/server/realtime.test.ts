import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import type { Platform } from '../../server/platform';
import { signedInClient, startTestPlatform } from './helpers/platform';
import { insertProject } from './helpers/rows';
import { openPhoenixSocket } from './helpers/phoenixSocket';
import { EVENT_WAIT_MS } from './helpers/eventWait';

type Project = { id: string; name: string; owner_id: string; state: string; settings: object };
type Payload = RealtimePostgresChangesPayload<Project>;

let platform: Platform;
let a: { id: string; client: SupabaseClient; session: { access_token: string } };
let b: { id: string; client: SupabaseClient };

beforeAll(async () => {
  platform = await startTestPlatform();
  a = await signedInClient(platform, 'A');
  b = await signedInClient(platform, 'B');
});
afterAll(async () => {
  await a.client.removeAllChannels();
  await b.client.removeAllChannels();
  await platform.close();
});

function subscribe(client: SupabaseClient, name: string, filter: string) {
  const events: Payload[] = [];
  const statuses: string[] = [];
  const channel = client
    .channel(name)
    .on<Project>(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'projects', filter },
      (p) => void events.push(p),
    )
    .subscribe((status) => void statuses.push(status));
  return { channel, events, statuses };
}

const service = (sql: string, params: unknown[]) => platform.ctx.asService((tx) => tx.query(sql, params));

describe('realtime postgres_changes with supabase-js', () => {
  it('delivers INSERT/UPDATE/DELETE of own rows and nothing to another user filtering on them', async () => {
    const mine = subscribe(a.client, 'a-projects', `owner_id=eq.${a.id}`);
    const spy = subscribe(b.client, 'b-spies-on-a', `owner_id=eq.${a.id}`);
    await vi.waitFor(() => expect(mine.statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
    await vi.waitFor(() => expect(spy.statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);

    const project = await insertProject(platform, a.id, { name: 'Live' });
    await insertProject(platform, b.id, { name: 'B own' });
    await service('update public.projects set name = $2 where id = $1', [project.id, 'Renamed']);
    await service('delete from public.projects where id = $1', [project.id]);

    await vi.waitFor(() => expect(mine.events).toHaveLength(3), EVENT_WAIT_MS);
    const [insert, update, remove] = mine.events;
    expect(insert).toMatchObject({
      eventType: 'INSERT',
      table: 'projects',
      new: { id: project.id, name: 'Live', owner_id: a.id },
    });
    expect(insert.new).toHaveProperty('settings', {});
    expect(update).toMatchObject({ eventType: 'UPDATE', old: { name: 'Live' }, new: { name: 'Renamed' } });
    expect(remove).toMatchObject({ eventType: 'DELETE', old: { id: project.id, name: 'Renamed' } });
    expect(remove.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(spy.events).toEqual([]);
  });

  it('applies in filters, including quoted values with commas', async () => {
    const { channel, events, statuses } = subscribe(a.client, 'a-in', 'name=in.(Keep,"Also, keep")');
    await vi.waitFor(() => expect(statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
    for (const name of ['Keep', 'Drop', 'Also, keep']) await insertProject(platform, a.id, { name });
    await insertProject(platform, a.id, { name: 'Keep' });
    await vi.waitFor(() => expect(events).toHaveLength(3), EVENT_WAIT_MS);
    expect(events.map((e) => (e.new as Project).name)).toEqual(['Keep', 'Also, keep', 'Keep']);
    await a.client.removeChannel(channel);
  });

  it('rejoins after a server-side drop and a re-select sees the changes made in the gap', async () => {
    const { channel, events, statuses } = subscribe(a.client, 'a-drop', `owner_id=eq.${a.id}`);
    await vi.waitFor(() => expect(statuses).toEqual(['SUBSCRIBED']), EVENT_WAIT_MS);

    const drop = await fetch(`${platform.url}/local/faults/realtime-drop`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: a.id }),
    });
    expect(drop.status).toBe(200);
    await vi.waitFor(() => expect(statuses).toContain('CHANNEL_ERROR'), EVENT_WAIT_MS);
    const gap = await insertProject(platform, a.id, { name: 'Made during the gap' });

    await vi.waitFor(
      () => expect(statuses.slice(statuses.indexOf('CHANNEL_ERROR'))).toContain('SUBSCRIBED'),
      EVENT_WAIT_MS,
    );
    const reselect = await a.client.from('projects').select('id,name').eq('owner_id', a.id);
    expect(reselect.data).toContainEqual({ id: gap.id, name: 'Made during the gap' });
    expect(events.some((e) => e.eventType === 'INSERT' && e.new.id === gap.id)).toBe(false);

    await insertProject(platform, a.id, { name: 'After rejoin' });
    await vi.waitFor(() => expect(events.map((e) => (e.new as Project).name)).toContain('After rejoin'), EVENT_WAIT_MS);
    await a.client.removeChannel(channel);
  });

  it('never replays to a new channel a change committed before it joined', async () => {
    // The feed's drain is held back, so the change is still queued when the join arrives.
    const db = platform.ctx.db;
    const query = db.query;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let joined!: () => void;
    const atFlush = new Promise<void>((resolve) => (joined = resolve));
    db.query = (async (sql: string, params?: unknown[]) => {
      if (sql.includes('delete from local_platform.changes')) await held;
      const result = await query(sql, params);
      // The join checks its session, then (no I/O in between) flushes the feed: by the next macrotask it
      // is waiting on the held drain.
      if (sql.includes('from auth.sessions')) setImmediate(joined);
      return result;
    }) as typeof db.query;
    try {
      await insertProject(platform, a.id, { name: 'Before join' });
      const { channel, events, statuses } = subscribe(a.client, 'a-late', `owner_id=eq.${a.id}`);
      await atFlush;
      release();
      await vi.waitFor(() => expect(statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
      await insertProject(platform, a.id, { name: 'After join' });
      await vi.waitFor(() => expect(events.map((e) => (e.new as Project).name)).toContain('After join'), EVENT_WAIT_MS);
      expect(events.map((e) => (e.new as Project).name)).toEqual(['After join']);
      await a.client.removeChannel(channel);
    } finally {
      db.query = query;
      release();
    }
  });
});

describe('realtime wire protocol', () => {
  const join = (filter?: string, accessToken?: string) => ({
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [{ event: '*', schema: 'public', table: 'projects', ...(filter ? { filter } : {}) }],
      private: false,
    },
    ...(accessToken ? { access_token: accessToken } : {}),
  });

  it('speaks vsn 1.0.0 object frames: heartbeat, join echo with integer ids, system ok', async () => {
    const socket = await openPhoenixSocket(platform.url, '1.0.0');
    const hb = socket.send(null, 'phoenix', 'heartbeat', {});
    const jr = socket.send(null, 'realtime:v1', 'phx_join', join(`owner_id=eq.${a.id}`, a.session.access_token));
    await vi.waitFor(() => expect(socket.frames.length).toBeGreaterThanOrEqual(3), EVENT_WAIT_MS);
    expect(socket.frames[0]).toEqual({
      join_ref: null,
      ref: hb,
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    const reply = socket.frames[1] as { payload: { response: { postgres_changes: Array<Record<string, unknown>> } } };
    expect(reply).toMatchObject({ ref: jr, event: 'phx_reply', payload: { status: 'ok' } });
    const [binding] = reply.payload.response.postgres_changes;
    expect(binding).toMatchObject({ event: '*', schema: 'public', table: 'projects', filter: `owner_id=eq.${a.id}` });
    expect(Number.isInteger(binding.id)).toBe(true);
    expect(socket.frames[2]).toMatchObject({
      event: 'system',
      payload: { extension: 'postgres_changes', status: 'ok', channel: 'v1' },
    });
    socket.close();
  });

  it('gives anon subscribers nothing from owner-only tables', async () => {
    const socket = await openPhoenixSocket(platform.url, '2.0.0');
    socket.send('1', 'realtime:anon', 'phx_join', join());
    await vi.waitFor(() => expect(socket.frames).toHaveLength(2), EVENT_WAIT_MS);
    await insertProject(platform, a.id, { name: 'Invisible to anon' });
    const check = subscribe(a.client, 'a-check', `owner_id=eq.${a.id}`);
    await vi.waitFor(() => expect(check.statuses).toContain('SUBSCRIBED'), EVENT_WAIT_MS);
    await insertProject(platform, a.id, { name: 'Marker' });
    await vi.waitFor(() => expect(check.events).toHaveLength(1), EVENT_WAIT_MS);
    expect(socket.frames).toHaveLength(2);
    socket.close();
    await a.client.removeChannel(check.channel);
  });

  it('ends the channel with a system error and phx_close on an invalid access_token update', async () => {
    const socket = await openPhoenixSocket(platform.url, '2.0.0');
    socket.send('1', 'realtime:tok', 'phx_join', join(undefined, a.session.access_token));
    await vi.waitFor(() => expect(socket.frames).toHaveLength(2), EVENT_WAIT_MS);
    socket.send('1', 'realtime:tok', 'access_token', { access_token: 'a.b.c' });
    await vi.waitFor(() => expect(socket.frames).toHaveLength(4), EVENT_WAIT_MS);
    expect(socket.frames[2]).toEqual([
      '1',
      null,
      'realtime:tok',
      'system',
      { extension: 'system', status: 'error', message: 'Invalid token', channel: 'tok' },
    ]);
    expect(socket.frames[3]).toEqual(['1', '1', 'realtime:tok', 'phx_close', {}]);
    socket.close();
  });
});
