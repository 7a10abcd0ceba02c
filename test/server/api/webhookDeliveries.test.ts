import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { emitSourceEvent } from '../../../server/webhooks/events';
import { isAllowedTarget } from '../../../server/webhooks/targets';
import { startReceiver, type Receiver } from '../helpers/webhookReceiver';
import { dataOf, eventually, expectError } from './apiClient';
import { apiWorld } from './world';
import { WEBHOOK_EVENTS } from '@contract/enums';

// The receiver here answers at once, but a loaded runner can hold this process (platform and receiver
// alike) past the fast 1 s attempt timeout: an attempt that did arrive would then be sent again. The
// counts checked here are of attempts, so each gets as long as it needs.
vi.mock('../../../server/webhooks/retrySchedule', async (original) => ({
  ...(await original<typeof import('../../../server/webhooks/retrySchedule')>()),
  attemptTimeout: () => 60_000,
}));

let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
// The receiver's port is allowed the way an operator would: --allow-webhook-target.
const world = apiWorld('Deliveries', undefined, () => ({
  allowedWebhookTargets: ['127.0.0.1:9', new URL(receiver.url).host],
}));

const ALL_EVENTS = [...WEBHOOK_EVENTS];

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  event_id: string;
  event_type: string;
  last_status_code: number | null;
  next_attempt_at: string | null;
}

interface Attempt {
  attempt: number;
  status_code: number | null;
  error: string | null;
  started_at: string;
  request_headers: Record<string, string> | null;
  response_body: string | null;
  response_headers: Record<string, string> | null;
}

const hooks = () => `/projects/${world.projectId}/webhooks`;

async function createWebhook(url: string, events = ALL_EVENTS) {
  return dataOf(await world.alice.call<{ id: string; secret: string }>('POST', hooks(), { url, events }), 201);
}

const deliveriesOf = async (webhookId: string) =>
  ((await world.alice.client.from('webhook_deliveries').select('*').eq('webhook_id', webhookId)).data ??
    []) as Delivery[];

const attemptsOf = async (deliveryId: string) =>
  ((
    await world.alice.client
      .from('webhook_delivery_attempts')
      .select('*')
      .eq('delivery_id', deliveryId)
      .order('attempt')
  ).data ?? []) as Attempt[];

/** What the receiver got for one webhook's deliveries (each webhook here has a path of its own). */
const receivedFor = (url: string) => receiver.received.filter((r) => r.url === new URL(url).pathname);

const payloadOf = (body: string) =>
  JSON.parse(body) as {
    id: string;
    type: string;
    created_at: string;
    project_id: string;
    data: Record<string, unknown>;
  };

async function pushSource(name: string) {
  const id = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
    201,
  ).id;
  dataOf(await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${id}`, { name }));
  return id;
}

describe('event delivery', () => {
  it('sends every event type, signed so that standardwebhooks verifies it', async () => {
    const hook = await createWebhook(receiver.url);
    const verifier = new Webhook(hook.secret);
    const sourceId = await pushSource('signed-source');
    dataOf(
      await world.alice.call('PATCH', `/projects/${world.projectId}/sources/${sourceId}/set-entry-point/push`, {
        name: 'ingest',
      }),
    );
    dataOf(await world.alice.call('POST', `/projects/${world.projectId}/sources/${sourceId}/indexing/update`));
    // A push source indexes only what is pushed: one document brings document.indexed.
    const { key } = dataOf(
      await world.alice.call<{ key: string }>('POST', `/projects/${world.projectId}/api-keys`, { name: 'push' }),
      201,
    );
    const pushed = await fetch(
      `${world.platform.url}/push/v1/projects/${world.projectId}/sources/${sourceId}/documents`,
      {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ documents: [{ id: 'hello.md', content: '# Hello\n\nSigned events.' }] }),
      },
    );
    expect(pushed.status).toBe(202);
    const github = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, {
        provider: 'github_branch',
      }),
      201,
    ).id;
    dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${github}/connect`, {
        token: 'ghp_example_token_value',
      }),
    );
    await emitSourceEvent(world.platform.ctx.db, sourceId, 'indexing.failed', { kind: 'update' });
    await eventually(async () => (await deliveriesOf(hook.id)).some((d) => d.event_type === 'indexing.completed'));
    dataOf(await world.alice.call('DELETE', `/projects/${world.projectId}/sources/${github}`));

    const seen = await eventually(async () => {
      const types = new Set(
        receiver.received.filter((r) => r.headers['webhook-id']).map((r) => payloadOf(r.body).type),
      );
      return ALL_EVENTS.every((type) => types.has(type)) && types;
    });
    expect([...seen].sort()).toEqual([...ALL_EVENTS].sort());
    for (const request of receiver.received) {
      const payload = verifier.verify(request.body, request.headers as Record<string, string>) as ReturnType<
        typeof payloadOf
      >;
      expect(payload).toMatchObject({ project_id: world.projectId });
      expect(payload.id).toBe(request.headers['webhook-id']);
      expect(Object.keys(payload).sort()).toEqual(['created_at', 'data', 'id', 'project_id', 'type']);
      expect(request.headers['content-type']).toBe('application/json');
    }
    const indexed = receiver.received.map((r) => payloadOf(r.body)).find((p) => p.type === 'document.indexed');
    expect(indexed?.data.document).toMatchObject({ source_id: sourceId });

    const deliveries = await eventually(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows.length >= ALL_EVENTS.length && rows.every((d) => d.status === 'SUCCEEDED') && rows;
    });
    const attempts = await attemptsOf(deliveries[0].id);
    expect(attempts).toMatchObject([{ attempt: 1, status_code: 200, response_body: 'ok' }]);
    expect(attempts[0].request_headers?.['webhook-signature']).toMatch(/^v1,/);
    dataOf(await world.alice.call('DELETE', `${hooks()}/${hook.id}`));
  });
});

describe('retries', () => {
  it('retries failures on the schedule, records every attempt and stops on success', async () => {
    const url = `${receiver.url}/retry`;
    const hook = await createWebhook(url, ['source.created']);
    // Decided in the receiver, not by the test switching it in time: three failures, then success.
    receiver.answerInTurn('/hook/retry', [500, 500, 500, 204], 'down for maintenance');
    await pushSource('retried');
    const done = await eventually(
      async () => (await deliveriesOf(hook.id)).find((d) => d.status === 'SUCCEEDED'),
      15_000,
    );
    expect(done).toMatchObject({ attempts: 4, last_status_code: 204, next_attempt_at: null });
    const attempts = await attemptsOf(done.id);
    expect(attempts.map((a) => [a.attempt, a.status_code, a.response_body])).toEqual([
      [1, 500, 'down for maintenance'],
      [2, 500, 'down for maintenance'],
      [3, 500, 'down for maintenance'],
      [4, 204, ''],
    ]);
    // Fast schedule: 200 ms, 500 ms, then 1 s, each with ±20 % jitter.
    const at = attempts.map((a) => Date.parse(a.started_at));
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(150);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(390);
    expect(at[3] - at[2]).toBeGreaterThanOrEqual(790);
    const ids = new Set(receivedFor(url).map((r) => r.headers['webhook-id']));
    expect(ids).toEqual(new Set([done.event_id]));
    // One request per attempt, none after the success (a settled delivery is never due again).
    expect(receivedFor(url)).toHaveLength(4);
  });

  it('stops at once on 410 Gone', async () => {
    const url = `${receiver.url}/gone`;
    const hook = await createWebhook(url, ['source.created']);
    receiver.answerFor('/hook/gone', 410, 'gone');
    await pushSource('gone');
    const delivery = await eventually(async () => (await deliveriesOf(hook.id)).find((d) => d.status === 'FAILED'));
    expect(delivery).toMatchObject({ attempts: 1, last_status_code: 410, next_attempt_at: null });
    expect(receivedFor(url)).toHaveLength(1);
  });

  it('does not follow redirects', async () => {
    const url = `${receiver.url}/moved`;
    const hook = await createWebhook(url, ['source.created']);
    receiver.answerFor('/hook/moved', 302, '', { location: 'http://127.0.0.1:9/elsewhere' });
    await pushSource('moved');
    const [delivery] = await eventually(async () => {
      const rows = await deliveriesOf(hook.id);
      return rows[0]?.attempts >= 1 && rows;
    });
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt).toMatchObject({ status_code: 302 });
    expect(attempt.error).toMatch(/Redirects are not followed/);
    dataOf(await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { enabled: false }));
  });
});

describe('when nothing is sent', () => {
  // An event queues its deliveries in the statement that records it, before the API answers: none queued
  // by then means none will be sent.
  async function expectNothingFor(hookId: string, url: string) {
    await pushSource('silent');
    expect(await deliveriesOf(hookId)).toEqual([]);
    expect(receivedFor(url)).toEqual([]);
  }

  it('a disabled webhook gets nothing', async () => {
    const url = `${receiver.url}/disabled`;
    const hook = await createWebhook(url, ['source.created']);
    const patched = dataOf(
      await world.alice.call<{ enabled: boolean }>('PATCH', `${hooks()}/${hook.id}`, { enabled: false }),
    );
    expect(patched.enabled).toBe(false);
    await expectNothingFor(hook.id, url);
    expectError(await world.alice.call('POST', `${hooks()}/${hook.id}/test`, {}), 409, 'WEBHOOK_DISABLED');
  });

  it('the project feature turned off sends nothing', async () => {
    const url = `${receiver.url}/feature-off`;
    const hook = await createWebhook(url, ['source.created']);
    dataOf(await world.alice.call('PATCH', `/projects/${world.projectId}`, { features: { webhookDelivery: false } }));
    try {
      await expectNothingFor(hook.id, url);
      expectError(await world.alice.call('POST', `${hooks()}/${hook.id}/test`, {}), 409, 'WEBHOOK_DELIVERY_OFF');
    } finally {
      dataOf(await world.alice.call('PATCH', `/projects/${world.projectId}`, { features: { webhookDelivery: true } }));
      dataOf(await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { enabled: false }));
    }
  });

  it('a paused project sends nothing', async () => {
    const url = `${receiver.url}/paused`;
    const hook = await createWebhook(url, ['source.created']);
    await world.platform.ctx.db.query("update public.projects set state = 'paused' where id = $1", [world.projectId]);
    try {
      const sourceId = (
        await world.platform.ctx.db.query<{ id: string }>(
          "insert into public.sources (owner_id, project_id, type, provider) values ($1, $2, 'local', 'local') returning id",
          [world.alice.id, world.projectId],
        )
      ).rows[0].id;
      await emitSourceEvent(world.platform.ctx.db, sourceId, 'source.created');
      expect(await deliveriesOf(hook.id)).toEqual([]);
      expect(receivedFor(url)).toEqual([]);
      expectError(await world.alice.call('POST', `${hooks()}/${hook.id}/test`, {}), 409, 'PROJECT_PAUSED');
    } finally {
      await world.platform.ctx.db.query("update public.projects set state = 'active' where id = $1", [world.projectId]);
      dataOf(await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { enabled: false }));
    }
  });
});

describe('test events, resend and rotation', () => {
  it('sends a test event now and resends a delivery under the same webhook-id', async () => {
    const url = `${receiver.url}/test-event`;
    const hook = await createWebhook(url, ['source.deleted']);
    const delivery = dataOf(await world.alice.call<Delivery>('POST', `${hooks()}/${hook.id}/test`, {}));
    expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'PENDING', attempts: 0 });
    const first = await eventually(async () => receivedFor(url)[0]);
    expect(payloadOf(first.body)).toMatchObject({ type: 'webhook.test', data: { webhook_id: hook.id } });
    await eventually(async () => (await deliveriesOf(hook.id))[0]?.status === 'SUCCEEDED');

    const resent = dataOf(
      await world.alice.call<Delivery>('POST', `${hooks()}/${hook.id}/deliveries/${delivery.id}/resend`, {}),
    );
    expect(resent).toMatchObject({ id: delivery.id, status: 'PENDING' });
    const second = await eventually(async () => receivedFor(url)[1]);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    const attempts = await eventually(async () => {
      const rows = await attemptsOf(delivery.id);
      return rows.length === 2 && rows;
    });
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expectError(
      await world.alice.call('POST', `${hooks()}/${hook.id}/deliveries/${crypto.randomUUID()}/resend`, {}),
      404,
      'NOT_FOUND',
    );
  });

  it('rotating the secret keeps both secrets valid for the overlap window', async () => {
    const url = `${receiver.url}/rotate`;
    const hook = await createWebhook(url, ['source.deleted']);
    const { secret } = dataOf(
      await world.alice.call<{ secret: string }>('POST', `${hooks()}/${hook.id}/rotate-secret`, {}),
    );
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.secret);
    const row = (await world.alice.client.from('webhooks').select('secret_prefix').eq('id', hook.id).single()).data;
    expect(row?.secret_prefix).toBe(secret.slice(0, 10));

    dataOf(await world.alice.call('POST', `${hooks()}/${hook.id}/test`, {}));
    const during = await eventually(async () => receivedFor(url)[0]);
    const headers = during.headers as Record<string, string>;
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(during.body, headers)).toBeTruthy();
    expect(new Webhook(hook.secret).verify(during.body, headers)).toBeTruthy();

    // After the 24 hours only the new secret signs.
    await world.platform.ctx.db.query(
      "update private.webhook_secrets set previous_expires_at = now() - interval '1 second' where webhook_id = $1",
      [hook.id],
    );
    dataOf(await world.alice.call('POST', `${hooks()}/${hook.id}/test`, {}));
    const after = await eventually(async () => receivedFor(url)[1]);
    const afterHeaders = after.headers as Record<string, string>;
    expect(afterHeaders['webhook-signature'].split(' ')).toHaveLength(1);
    expect(new Webhook(secret).verify(after.body, afterHeaders)).toBeTruthy();
    expect(() => new Webhook(hook.secret).verify(after.body, afterHeaders)).toThrow();
  });
});

describe('delivery targets', () => {
  it('refuses external targets by default, at creation and on PATCH', async () => {
    const refused = await world.alice.call('POST', hooks(), {
      url: 'https://hooks.example.com/in',
      events: ['source.created'],
    });
    expectError(refused, 400, 'WEBHOOK_TARGET_NOT_ALLOWED');
    expect(refused.body.error).toMatch(/--allow-external-webhooks/);
    const hook = await createWebhook(`${receiver.url}/patch`, ['source.created']);
    expectError(
      await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { url: 'http://10.0.0.1/hook' }),
      400,
      'WEBHOOK_TARGET_NOT_ALLOWED',
    );
    const patched = dataOf(
      await world.alice.call<{ url: string; events: string[]; description: string }>('PATCH', `${hooks()}/${hook.id}`, {
        url: 'http://localhost:9/hook',
        events: ['indexing.failed'],
        description: 'Patched',
        enabled: false,
      }),
    );
    expect(patched).toMatchObject({
      url: 'http://localhost:9/hook',
      events: ['indexing.failed'],
      description: 'Patched',
    });
    expectError(await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { secret: 'x' }), 400, 'INVALID_SECRET');
  });

  it('knows the inbox and allowed loopback ports from every other loopback service and from other hosts', () => {
    const rules = (allowExternalWebhooks: boolean) => ({
      allowExternalWebhooks,
      allowedWebhookTargets: ['loopback:8080'],
    });
    for (const url of [
      'http://127.0.0.1:3000/local/webhook-inbox/a',
      'http://localhost:8080/a',
      'http://[::1]:8080/a',
    ]) {
      expect(isAllowedTarget(url, rules(false)), url).toBe(true);
    }
    for (const url of ['http://127.0.0.1:3000/a', 'http://localhost/a', 'http://127.8.9.10/', 'http://[::1]:5432/']) {
      expect(isAllowedTarget(url, rules(false)), url).toBe(false);
      expect(isAllowedTarget(url, rules(true)), url).toBe(false);
    }
    for (const url of [
      'https://example.com/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0/',
      'http://127.0.0.1.nip.io/',
      'http://localhost.example.com/',
    ]) {
      expect(isAllowedTarget(url, rules(false)), url).toBe(false);
      expect(isAllowedTarget(url, rules(true)), url).toBe(true);
    }
  });
});

describe('the local inbox', () => {
  it('receives deliveries, answers as told and shows what it received', async () => {
    const inbox = `${world.platform.url}/local/webhook-inbox/test-inbox-${Date.now()}`;
    const hook = await createWebhook(inbox, ['source.deleted']);
    const set = await fetch(`${inbox}/response`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, delayMs: 0 }),
    });
    expect(set.status).toBe(200);
    const delivery = dataOf(await world.alice.call<Delivery>('POST', `${hooks()}/${hook.id}/test`, {}));
    const [attempt] = await eventually(async () => {
      const rows = await attemptsOf(delivery.id);
      return rows.length > 0 && rows;
    });
    expect(attempt.status_code).toBe(503);
    const view = (await (await fetch(`${inbox}?format=json`)).json()) as {
      data: { requests: { headers: Record<string, string>; body: string }[] };
    };
    expect(view.data.requests[0].headers['webhook-id']).toBe(delivery.event_id);
    expect(new Webhook(hook.secret).verify(view.data.requests[0].body, view.data.requests[0].headers)).toBeTruthy();
    const html = await fetch(inbox);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(await html.text()).toContain('webhook.test');
    dataOf(await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { enabled: false }));
  });
});

describe('hostile receivers', () => {
  it('stores response bodies and headers as plain text, bounded', async () => {
    const url = `${receiver.url}/hostile`;
    const hook = await createWebhook(url, ['source.deleted']);
    const hostile = `<script>alert(1)</script>\u0000<img src=x onerror=alert(2)>${'x'.repeat(10_000)}`;
    receiver.answerFor('/hook/hostile', 200, hostile, { 'x-evil': '<b>bold</b>' });
    const delivery = dataOf(await world.alice.call<Delivery>('POST', `${hooks()}/${hook.id}/test`, {}));
    const [attempt] = await eventually(async () => {
      const rows = await attemptsOf(delivery.id);
      return rows.length > 0 && rows;
    });
    expect(attempt.response_body?.startsWith('<script>alert(1)</script>\uFFFD<img src=x onerror=alert(2)>')).toBe(true);
    expect(attempt.response_body?.length).toBeLessThanOrEqual(4096);
    expect(attempt.response_headers?.['x-evil']).toBe('<b>bold</b>');
    dataOf(await world.alice.call('PATCH', `${hooks()}/${hook.id}`, { enabled: false }));
  });
});

describe('tenant isolation', () => {
  it('keeps deliveries and attempts to their owner over REST, realtime and the API', async () => {
    const url = `${receiver.url}/isolated`;
    const hook = await createWebhook(url, ['source.deleted']);
    const seen: unknown[] = [];
    const ownProjects: unknown[] = [];
    const channel = world.bob.client
      .channel('bob-deliveries')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'webhook_deliveries' }, (p) => seen.push(p))
      .on('postgres_changes', { event: '*', schema: 'public', table: 'webhook_delivery_attempts' }, (p) =>
        seen.push(p),
      )
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'projects' }, (p) => ownProjects.push(p));
    await new Promise<void>((resolve) => channel.subscribe((status) => status === 'SUBSCRIBED' && resolve()));
    const delivery = dataOf(await world.alice.call<Delivery>('POST', `${hooks()}/${hook.id}/test`, {}));
    await eventually(async () => (await attemptsOf(delivery.id)).length > 0);
    // Changes reach a channel in commit order: once Bob's own later insert has arrived, any of Alice's
    // delivery changes would have too.
    const bobProject = dataOf(await world.bob.call<{ id: string }>('POST', '/projects', { name: 'Bob' }), 201).id;
    await eventually(async () => ownProjects.length === 1);
    expect(seen).toEqual([]);
    await world.bob.client.removeChannel(channel);

    for (const table of ['webhook_deliveries', 'webhook_delivery_attempts']) {
      expect((await world.bob.client.from(table).select('*')).data).toEqual([]);
    }
    for (const project of [world.projectId, bobProject]) {
      const base = `/projects/${project}/webhooks/${hook.id}`;
      for (const [method, path] of [
        ['PATCH', base],
        ['POST', `${base}/test`],
        ['POST', `${base}/rotate-secret`],
        ['POST', `${base}/deliveries/${delivery.id}/resend`],
      ]) {
        const reply = await world.bob.call(method, path, method === 'PATCH' ? { enabled: true } : {});
        expectError(reply, 404, 'NOT_FOUND');
      }
    }
    const stored = await world.platform.ctx.db.query<{ secret: string }>(
      'select secret from private.webhook_secrets where webhook_id = $1',
      [hook.id],
    );
    expect(stored.rows[0].secret).toBe(hook.secret);
    // Browsers only read: writes with the user's token are refused.
    const write = await world.alice.client
      .from('webhook_deliveries')
      .update({ status: 'SUCCEEDED' })
      .eq('id', delivery.id);
    expect(write.error).not.toBeNull();
  });
});
