import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Platform } from '../../server/platform';
import { signedInClient, startTestPlatform } from './helpers/platform';

let platform: Platform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  token = (await signedInClient(platform)).session.access_token;
});
afterAll(() => platform.close());

const nested = (levels: number) => `{"name":${'['.repeat(levels)}${']'.repeat(levels)}}`;

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: platform.ctx.options.anonKey,
      Authorization: `Bearer ${token}`,
      ...headers,
    },
    body,
  });
}

/**
 * Streams `bytes` in chunks without Content-Length, so only counting what arrives can stop it, and resolves
 * with the reply as soon as it comes (the server may close before the client has finished writing).
 */
function streamPost(path: string, bytes: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(`${platform.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // Writing on after the server answered and closed fails, which is no failure when the reply came: the
    // request's close (after the reply's end, if any) decides, not a grace period.
    let failure: Error | undefined;
    req.on('error', (error) => (failure = error));
    req.on('close', () => reject(failure ?? new Error('The request closed without a reply')));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('request body limits', () => {
  it('answers 413 with the envelope to a large sign-up before reading it', async () => {
    const email = 'big@example.com';
    const res = await post(
      '/auth/v1/signup',
      JSON.stringify({ email, password: 'long-enough-pw', data: { name: 'x'.repeat(2 << 20) } }),
      {
        Authorization: `Bearer ${platform.ctx.options.anonKey}`,
      },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errorCode: 'PAYLOAD_TOO_LARGE', error: expect.stringMatching(/larger than/) });
    const { rows } = await platform.ctx.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it.each([
    '/api/projects',
    '/rest/v1/rpc/restore_project',
    '/graphql/v1/projects/x',
    '/auth/v1/token?grant_type=password',
  ])('answers 413 to a streamed body without a length on %s', async (path) => {
    const res = await streamPost(path, 3 << 20);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it('still reads bodies of ordinary size (a 1.5 MB API body reaches validation)', async () => {
    const res = await post('/api/projects', JSON.stringify({ name: 'x'.repeat(1500 * 1024) }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('INVALID_NAME');
  });
});

describe('JSON nesting', () => {
  it.each([
    ['/api/projects', 200_000],
    ['/rest/v1/rpc/restore_project', 200_000],
    ['/graphql/v1/projects/00000000-0000-4000-8000-000000000000', 100_000],
    ['/auth/v1/signup', 20_000],
  ])('answers 400 with the envelope to %s nested %i levels deep', async (path, levels) => {
    const res = await post(path, nested(levels));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorCode: 'JSON_TOO_DEEP', error: expect.stringMatching(/64 levels/) });
  });

  it('ignores brackets inside strings and lets shallow JSON through', async () => {
    const res = await post(
      '/api/projects',
      JSON.stringify({ name: `${'['.repeat(500)}x`, settings: { a: { b: { c: [[1]] } } } }),
    );
    expect(res.status).not.toBe(500);
    expect(await res.json()).not.toMatchObject({ errorCode: 'JSON_TOO_DEEP' });
  });
});

describe('realtime frames', () => {
  it('closes a socket that sends a frame over 1 MiB (1009) and keeps serving small ones', async () => {
    const url = `${platform.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${platform.ctx.options.anonKey}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const replies: unknown[] = [];
    ws.on('message', (data) => replies.push(JSON.parse(data.toString())));
    const firstReply = new Promise((resolve) => ws.once('message', resolve));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    await firstReply;
    expect(replies).toHaveLength(1);
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(JSON.stringify([null, '2', 'phoenix', 'heartbeat', { pad: 'x'.repeat(2 << 20) }]));
    expect(await closed).toBe(1009);
  });
});
