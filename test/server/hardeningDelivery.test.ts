import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitProjectEvent } from '../../server/webhooks/events';
import { InboxStore } from '../../server/webhooks/inboxStore';
import { dataOf, eventually, expectError, type ApiUser } from './api/apiClient';
import { apiWorld } from './api/world';

// A receiver that never answers: every attempt to it runs into the attempt timeout.
let stalled: Server;
let stalledPort = 0;
beforeAll(async () => {
  stalled = createServer(() => undefined);
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  stalledPort = (stalled.address() as AddressInfo).port;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      stalled.close(() => resolve());
      stalled.closeAllConnections();
    }),
);
const world = apiWorld(undefined, undefined, () => ({ allowedWebhookTargets: [`127.0.0.1:${stalledPort}`] }));

const project = async (user: ApiUser, name: string) =>
  dataOf(await user.call<{ id: string }>('POST', '/projects', { name }), 201).id;
const webhook = async (user: ApiUser, projectId: string, url: string) =>
  dataOf(await user.call<{ id: string }>('POST', `/projects/${projectId}/webhooks`, { url, events: ['source.created'] }), 201).id;
const inboxUrl = (name: string) => `${world.platform.url}/local/webhook-inbox/${name}-${Date.now()}`;

interface InboxView {
  data: { requests: { headers: Record<string, string>; body: string }[] };
}
const inboxRequests = async (url: string) => ((await (await fetch(`${url}?format=json`)).json()) as InboxView).data.requests;

describe('fair delivery', () => {
  it("one tenant's 300 deliveries to a stalled target do not delay another tenant's delivery", async () => {
    const aliceProject = await project(world.alice, 'Backlog');
    const stalledHook = await webhook(world.alice, aliceProject, `http://127.0.0.1:${stalledPort}/slow`);
    await world.platform.ctx.asService(async (tx) => {
      for (let i = 0; i < 300; i++) {
        await emitProjectEvent(tx, {
          ownerId: world.alice.id,
          projectId: aliceProject,
          type: 'webhook.test',
          data: { i },
          webhookId: stalledHook,
        });
      }
    });
    const bobProject = await project(world.bob, 'Unaffected');
    const bobInbox = inboxUrl('bob');
    const bobHook = await webhook(world.bob, bobProject, bobInbox);
    dataOf(await world.bob.call('POST', `/projects/${bobProject}/webhooks/${bobHook}/test`, {}));
    // Before, Bob's row waited behind the 200 oldest due rows, all Alice's, drained three per attempt timeout.
    // Counted in attempts, not in time: his delivery goes out in the first pass, while hers time out three
    // at a time, so only a few of hers can have been tried by the time his is seen.
    await eventually(async () => (await inboxRequests(bobInbox)).length > 0, 60_000);
    const { rows } = await world.platform.ctx.db.query<{ tried: number }>(
      'select count(*)::int as tried from public.webhook_deliveries where webhook_id = $1 and attempts > 0',
      [stalledHook],
    );
    expect(rows[0].tried).toBeLessThan(30);
  }, 90_000);

  it('rate-limits Send test event and Resend per webhook', async () => {
    const projectId = await project(world.bob, 'Rate');
    const hookId = await webhook(world.bob, projectId, inboxUrl('rate'));
    let last: Awaited<ReturnType<ApiUser['call']>> | undefined;
    for (let i = 0; i < 10; i++) {
      last = await world.bob.call('POST', `/projects/${projectId}/webhooks/${hookId}/test`, {});
      expect(last.status).toBe(200);
    }
    const delivery = (last!.body.data as { id: string }).id;
    const refused = await world.bob.call('POST', `/projects/${projectId}/webhooks/${hookId}/test`, {});
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.body.error).toMatch(/At most 10 test events and resends per webhook a minute/);
    expectError(
      await world.bob.call('POST', `/projects/${projectId}/webhooks/${hookId}/deliveries/${delivery}/resend`, {}),
      429,
      'RATE_LIMITED',
    );
    // Another webhook has its own allowance.
    const other = await webhook(world.bob, projectId, inboxUrl('rate-other'));
    expect((await world.bob.call('POST', `/projects/${projectId}/webhooks/${other}/test`, {})).status).toBe(200);
  });
});

describe('revoking the previous signing secret', () => {
  it('ends the rotation overlap at once: later deliveries carry one signature', async () => {
    const projectId = await project(world.bob, 'Revoke');
    const inbox = inboxUrl('revoke');
    const hookId = await webhook(world.bob, projectId, inbox);
    const path = `/projects/${projectId}/webhooks/${hookId}`;
    expectError(await world.bob.call('POST', `${path}/revoke-previous-secret`, {}), 409, 'NO_PREVIOUS_SECRET');
    dataOf(await world.bob.call('POST', `${path}/rotate-secret`, {}));
    dataOf(await world.bob.call('POST', `${path}/test`, {}));
    const [rotated] = await eventually(async () => {
      const requests = await inboxRequests(inbox);
      return requests.length === 1 && requests;
    });
    expect(rotated.headers['webhook-signature'].split(' ')).toHaveLength(2);

    expectError(await world.alice.call('POST', `${path}/revoke-previous-secret`, {}), 404, 'NOT_FOUND');
    expect(dataOf(await world.bob.call('POST', `${path}/revoke-previous-secret`, {}))).toEqual({ revoked: true });
    dataOf(await world.bob.call('POST', `${path}/test`, {}));
    const [latest] = await eventually(async () => {
      const requests = await inboxRequests(inbox);
      return requests.length === 2 && requests;
    });
    expect(latest.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expectError(await world.bob.call('POST', `${path}/revoke-previous-secret`, {}), 409, 'NO_PREVIOUS_SECRET');
  });
});

describe('the local inbox', () => {
  it('refuses large bodies and keeps only a bounded copy of what it accepts', async () => {
    const url = inboxUrl('big');
    const huge = await fetch(url, { method: 'POST', body: 'x'.repeat(250 * 1024) });
    expect(huge.status).toBe(413);
    expect((await fetch(url, { method: 'POST', body: 'y'.repeat(60 * 1024) })).status).toBe(200);
    const [stored] = await inboxRequests(url);
    expect(stored.body).toHaveLength(4096);
  });

  it('lets only whoever first set the answer change it (owner token)', async () => {
    const url = inboxUrl('owned');
    const put = (headers: Record<string, string> = {}) =>
      fetch(`${url}/response`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ status: 500, delayMs: 0 }),
      });
    const first = await put();
    expect(first.status).toBe(200);
    const { ownerToken } = ((await first.json()) as { data: { ownerToken: string } }).data;
    expect(ownerToken).toMatch(/^[\w-]{20,}$/);
    const stranger = await put();
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ errorCode: 'INBOX_OWNED' });
    expect((await put({ 'x-inbox-token': 'wrong-token-wrong-token' })).status).toBe(403);
    expect((await put({ 'x-inbox-token': ownerToken })).status).toBe(200);
  });

  it('evicts per creator: many inboxes made by one client never evict another’s', () => {
    const store = new InboxStore();
    store.receive('victim-inbox', '10.0.0.1', { method: 'POST', headers: {}, body: 'kept' });
    const claimed = store.setResponse('victim-inbox', '10.0.0.1', { status: 503, delayMs: 0 }, undefined);
    for (let i = 0; i < 1000; i++) store.receive(`attacker-${i}`, '10.0.0.66', { method: 'POST', headers: {}, body: '' });
    const view = store.view('victim-inbox', '10.0.0.66');
    expect(view.requests.map((r) => r.body)).toEqual(['kept']);
    expect(view.response.status).toBe(503);
    expect(store.setResponse('victim-inbox', '10.0.0.66', { status: 200, delayMs: 0 }, undefined)).toBeNull();
    expect(claimed?.claimed).toBe(true);
  });
});
