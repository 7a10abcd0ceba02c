import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { emitSourceEvent } from '../../../server/webhooks/events';
import { isAllowedTarget } from '../../../server/webhooks/targets';
import { startReceiver, type Receiver } from '../helpers/webhookReceiver';
import { dataOf, eventually, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Deliveries');
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const ALL_EVENTS = [
  'source.created',
  'source.deleted',
  'source.connected',
  'indexing.started',
  'indexing.completed',
  'indexing.failed',
  'document.indexed',
];

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

/** Requests the receiver got for one webhook (the URL path carries the webhook's tag). */
const receivedAt = (tag: string) => receiver.received.filter((r) => r.headers['x-tag'] === tag || r.body.includes(tag));

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
