import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { REALTIME_LIMITS } from '../../server/supabase/realtimeLimits';
import { startTestPlatform } from './helpers/platform';
import { openPhoenixSocket } from './helpers/phoenixSocket';

let platform: Platform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

type Frame = [string | null, string | null, string, string, { status?: string; response?: { reason?: string } }];
const binding = { event: '*', schema: 'public', table: 'projects' };

async function replyTo(socket: Awaited<ReturnType<typeof openPhoenixSocket>>, ref: string) {
  return (await socket.frame<Frame>((f) => f[1] === ref && f[3] === 'phx_reply'))[4];
}

describe('realtime caps', () => {
  it('refuses a join with more bindings than allowed, saying the limit', async () => {
    const socket = await openPhoenixSocket(platform.url, '2.0.0');
    const many = Array.from({ length: REALTIME_LIMITS.bindingsPerJoin + 1 }, () => binding);
    const ref = socket.send('1', 'realtime:many', 'phx_join', { config: { postgres_changes: many } });
    expect(await replyTo(socket, ref)).toEqual({
      status: 'error',
      response: { reason: `A join may bind at most ${REALTIME_LIMITS.bindingsPerJoin} postgres_changes` },
    });
    const ok = socket.send('2', 'realtime:few', 'phx_join', { config: { postgres_changes: [binding] } });
    expect((await replyTo(socket, ok)).status).toBe('ok');
    socket.close();
  });

  it('refuses a join frame over the size limit', async () => {
    const socket = await openPhoenixSocket(platform.url, '2.0.0');
    const ref = socket.send('1', 'realtime:big', 'phx_join', { config: { padding: 'x'.repeat(REALTIME_LIMITS.joinFrameBytes) } });
    expect(await replyTo(socket, ref)).toEqual({
      status: 'error',
      response: { reason: `Join frames are limited to ${REALTIME_LIMITS.joinFrameBytes} bytes` },
    });
    socket.close();
  });

  it('refuses channels beyond the per-socket cap', async () => {
    const socket = await openPhoenixSocket(platform.url, '2.0.0');
    const refs = Array.from({ length: REALTIME_LIMITS.channelsPerSocket + 1 }, (_, i) =>
      socket.send(String(i), `realtime:c${i}`, 'phx_join', { config: { postgres_changes: [binding] } }),
    );
    const replies = await Promise.all(refs.map((ref) => replyTo(socket, ref)));
    expect(replies.filter((r) => r.status === 'ok')).toHaveLength(REALTIME_LIMITS.channelsPerSocket);
    expect(replies.filter((r) => r.status === 'error').map((r) => r.response?.reason)).toEqual([
      `A socket may join at most ${REALTIME_LIMITS.channelsPerSocket} channels; leave one first`,
    ]);
    socket.close();
  });

  it('refuses sockets beyond the per-address cap with 429', async () => {
    const url = `${platform.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=2.0.0`;
    const open = (): Promise<{ ws: WebSocket; status: number }> =>
      new Promise((resolve) => {
        const ws = new WebSocket(url);
        ws.once('open', () => resolve({ ws, status: 101 }));
        ws.once('unexpected-response', (_req, res) => resolve({ ws, status: res.statusCode ?? 0 }));
        ws.once('error', () => resolve({ ws, status: 0 }));
      });
    const sockets: WebSocket[] = [];
    try {
      for (let batch = 0; batch < REALTIME_LIMITS.socketsPerAddress; batch += 50) {
        const opened = await Promise.all(Array.from({ length: 50 }, open));
        sockets.push(...opened.map((o) => o.ws));
        expect(opened.every((o) => o.status === 101)).toBe(true);
      }
      const refused = await open();
      sockets.push(refused.ws);
      expect(refused.status).toBe(429);
    } finally {
      for (const ws of sockets) ws.terminate();
    }
  }, 60_000);
});
