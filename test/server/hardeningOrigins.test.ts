import { request } from 'node:http';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, eventually, expectError, type ApiUser } from './api/apiClient';
import { startReceiver, type Receiver } from './helpers/webhookReceiver';

const FOREIGN = 'http://127.0.0.1:4444';
let platform: Platform;
let alice: ApiUser;

beforeAll(async () => {
  platform = await startTestPlatform({ allowedOrigins: ['http://localhost:5173'] });
  alice = await apiUser(platform, 'Alice');
});
afterAll(() => platform.close());

/** Opens a realtime socket the way a browser on `origin` would; resolves with the upgrade's status. */
function upgradeStatus(origin: string, host?: string): Promise<number> {
  const ws = new WebSocket(`${platform.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=1.0.0`, {
    origin,
    headers: host ? { host } : {},
  });
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => resolve(0));
  });
}

describe('origins', () => {
  it('refuses another origin: no CORS grant, no write, no read', async () => {
    const preflight = await fetch(`${platform.url}/api/projects`, {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // A "simple" POST needs no preflight: without the guard the platform would act on it.
    const signIn = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { Origin: FOREIGN, 'content-type': 'text/plain' },
      body: JSON.stringify({ email: alice.email, password: alice.password }),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('access-control-allow-origin')).toBeNull();
    expect(await signIn.json()).toMatchObject({ errorCode: 'ORIGIN_NOT_ALLOWED' });
    const create = await fetch(`${platform.url}/api/projects`, {
      method: 'POST',
      headers: { Origin: FOREIGN, authorization: `Bearer ${alice.session.access_token}`, 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Planted' }),
    });
    expect(create.status).toBe(403);
    expect((await alice.client.from('projects').select('id').eq('name', 'Planted')).data).toEqual([]);
    const config = await fetch(`${platform.url}/local/config.json`, { headers: { Origin: FOREIGN } });
    expect(config.status).toBe(403);
  });

  it('answers the app’s own origin and allowed extra origins, and never serves the demo password', async () => {
    const own = await fetch(`${platform.url}/local/config.json`, { headers: { Origin: platform.url } });
    expect(own.headers.get('access-control-allow-origin')).toBe(platform.url);
    expect(JSON.stringify(await own.json())).not.toContain('demo-password');
    const extra = await fetch(`${platform.url}/auth/v1/user`, { headers: { Origin: 'http://localhost:5173' } });
    expect(extra.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('refuses a rebound host name (DNS rebinding) even when Origin and Host agree', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${platform.url}/local/config.json`,
        { headers: { Host: 'attacker.example:4444', Origin: 'http://attacker.example:4444' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('checks realtime upgrades against the same list', async () => {
    expect(await upgradeStatus(FOREIGN)).toBe(403);
    expect(await upgradeStatus('http://attacker.example:4444', 'attacker.example:4444')).toBe(403);
    expect(await upgradeStatus(platform.url)).toBe(101);
    expect(await upgradeStatus('http://localhost:5173')).toBe(101);
  });
});

describe('webhook delivery targets', () => {
  let receiver: Receiver;
  let projectId: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Targets' }), 201).id;
  });
  afterAll(() => receiver.close());

  it('refuses a loopback service the operator did not allow, on create and on change, saying how to allow it', async () => {
    receiver.answerFor('/private', 200, 'private data', { 'set-cookie': 'admin=1' });
    const privateUrl = `${new URL(receiver.url).origin}/private`;
    const refused = await alice.call('POST', `/projects/${projectId}/webhooks`, { url: privateUrl, events: ['source.created'] });
    expectError(refused, 400, 'WEBHOOK_TARGET_NOT_ALLOWED');
    expect(refused.body.error).toContain('--allow-webhook-target 127.0.0.1:<port>');
    const inbox = `${platform.url}/local/webhook-inbox/targets-${Date.now()}`;
    const hook = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/webhooks`, { url: inbox, events: ['source.created'] }),
      201,
    );
    expectError(
      await alice.call('PATCH', `/projects/${projectId}/webhooks/${hook.id}`, { url: privateUrl }),
      400,
      'WEBHOOK_TARGET_NOT_ALLOWED',
    );
    expect(receiver.received).toEqual([]);
  });

  it('delivers an inbox URL to the platform’s own inbox whatever loopback port it names', async () => {
    const path = `/local/webhook-inbox/via-proxy-${Date.now()}`;
    // As the app shows it in development, on Vite's port; the platform itself receives it.
    const hook = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/webhooks`, {
        url: `${new URL(receiver.url).origin}${path}`,
        events: ['source.created'],
      }),
      201,
    );
    dataOf(await alice.call('POST', `/projects/${projectId}/webhooks/${hook.id}/test`, {}));
    const view = await eventually(async () => {
      const body = (await (await fetch(`${platform.url}${path}?format=json`)).json()) as { data: { requests: unknown[] } };
      return body.data.requests.length > 0 && body;
    });
    expect(view.data.requests).toHaveLength(1);
    expect(receiver.received).toEqual([]);
  });

  it('does not tell tenants whether a port is open', async () => {
    const { ctx } = platform;
    const hook = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/webhooks`, {
        url: 'http://127.0.0.1:9/closed',
        events: ['source.created'],
      }),
      201,
    );
    const delivery = dataOf(await alice.call<{ id: string }>('POST', `/projects/${projectId}/webhooks/${hook.id}/test`, {}));
    const error = await eventually(async () => {
      const { rows } = await ctx.db.query<{ error: string }>(
        'select error from public.webhook_delivery_attempts where delivery_id = $1',
        [delivery.id],
      );
      return rows[0]?.error;
    });
    expect(error).toBe('Request failed: the target could not be reached or closed the connection');
    expect(error).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|refused/i);
  });
});
