import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { apiUser, dataOf, eventually } from './api/apiClient';
import { startTestPlatform } from './helpers/platform';
import { startReceiver } from './helpers/webhookReceiver';

const dataDir = mkdtempSync(join(tmpdir(), 'webhook-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const deliveryState = async (db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }) =>
  (await db.query<{ status: string; attempts: number }>('select status, attempts from public.webhook_deliveries'))
    .rows[0];

it('a delivery still due when the platform stops is sent after it starts again on the same data dir', async () => {
  const receiver = await startReceiver();
  receiver.answerFor('/hook', 500);
  const first = await startTestPlatform({ memory: false, dataDir, allowedWebhookTargets: [new URL(receiver.url).host] });
  try {
    const alice = await apiUser(first, 'Alice');
    const projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Restart' }), 201).id;
    dataOf(
      await alice.call('POST', `/projects/${projectId}/webhooks`, { url: receiver.url, events: ['source.created'] }),
      201,
    );
    dataOf(await alice.call('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }), 201);
    await eventually(async () => (await deliveryState(first.ctx.db))?.status === 'RETRYING');
    await alice.client.removeAllChannels();
  } finally {
    await first.close();
  }

  receiver.answerFor('/hook', 200);
  const second = await startTestPlatform({ memory: false, dataDir, allowedWebhookTargets: [new URL(receiver.url).host] });
  try {
    const done = await eventually(async () => {
      const state = await deliveryState(second.ctx.db);
      return state?.status === 'SUCCEEDED' && state;
    });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
  } finally {
    await second.close();
    await receiver.close();
  }
}, 120_000);
