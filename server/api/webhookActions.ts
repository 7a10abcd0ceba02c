import type { Transaction } from '../db/types';
import { Hono, type Context } from 'hono';
import { emptyBody, patchWebhookBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { emitProjectEvent } from '../webhooks/events';
import { assertAllowedTarget } from '../webhooks/targets';
import { ManualSendLimit } from '../webhooks/manualSendLimit';
import { ApiError, notFound, ok, type ApiEnv } from './http';
import { newWebhookSecret } from '../core/secrets';
import { pathId, readBody } from './validation';
import type { WebhookRow } from './webhooks';

// During a rotation receivers may still hold the old secret: it keeps signing for this long.
const ROTATION_OVERLAP = '24 hours';

interface OwnedWebhook extends WebhookRow {
  owner_id: string;
  project_id: string;
  project_state: string;
  delivery_on: boolean;
}

/** The caller's webhook under that project (ownership checked in SQL; anyone else's is "not found"). */
async function loadWebhook(tx: Transaction, ownerId: string, projectId: string, webhookId: string) {
  const { rows } = await tx.query<OwnedWebhook>(
    `select w.*, p.state as project_state,
            coalesce((p.settings #>> '{features,webhookDelivery}')::boolean, true) as delivery_on
       from public.webhooks w join public.projects p on p.id = w.project_id and p.owner_id = w.owner_id
      where w.id = $1 and w.project_id = $2 and w.owner_id = $3 for update of w`,
    [webhookId, projectId, ownerId],
  );
  if (!rows[0]) throw notFound('Webhook');
  return rows[0];
}

/** Test events and resends go out only when an event would: enabled webhook, active project, feature on. */
function assertCanSend(webhook: OwnedWebhook): void {
  if (webhook.project_state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is deleted');
  if (webhook.project_state !== 'active') {
    throw new ApiError(409, 'PROJECT_PAUSED', 'The project is paused; restore it to send webhooks');
  }
  if (!webhook.delivery_on) {
    throw new ApiError(409, 'WEBHOOK_DELIVERY_OFF', 'Webhook delivery is turned off in the project features');
  }
  if (!webhook.enabled) throw new ApiError(409, 'WEBHOOK_DISABLED', 'Enable the webhook to send events to it');
}

const deliveryColumns = `id, owner_id, project_id, webhook_id, event_id, event_type, status, attempts, next_attempt_at,
  last_status_code, created_at, updated_at`;

/** PATCH a webhook, send it a test event, resend a delivery, rotate its signing secret. */
export function webhookActionRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const manualSends = new ManualSendLimit();
  const base = '/projects/:projectId/webhooks/:webhookId';
  const ids = (c: Context<ApiEnv>) => ({
    ownerId: c.get('claims').sub,
    projectId: pathId(c, 'projectId', 'Project'),
    webhookId: pathId(c, 'webhookId', 'Webhook'),
  });

  app.patch(base, async (c) => {
    const { ownerId, projectId, webhookId } = ids(c);
    const body = await readBody(c, patchWebhookBody);
    const row = await ctx.asService(async (tx) => {
      const current = await loadWebhook(tx, ownerId, projectId, webhookId);
      if (current.project_state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is deleted');
      if (body.url !== undefined) assertAllowedTarget(body.url, ctx.options);
      const { rows } = await tx.query<WebhookRow>(
        `update public.webhooks set url = $2, events = $3, description = $4, enabled = $5 where id = $1
         returning id, owner_id, project_id, url, events, description, enabled, secret_prefix, created_at, updated_at`,
        [
          webhookId,
          body.url ?? current.url,
          body.events ?? current.events,
          body.description ?? current.description,
          body.enabled ?? current.enabled,
        ],
      );
      return rows[0];
    });
    return ok(c, row);
  });

  app.post(`${base}/test`, async (c) => {
    const { ownerId, projectId, webhookId } = ids(c);
    await readBody(c, emptyBody);
    const delivery = await ctx.asService(async (tx) => {
      assertCanSend(await loadWebhook(tx, ownerId, projectId, webhookId));
      manualSends.take(webhookId);
      const data = { webhook_id: webhookId, message: 'A test event sent from the dashboard' };
      const [id] = await emitProjectEvent(tx, { ownerId, projectId, type: 'webhook.test', data, webhookId });
      const { rows } = await tx.query(`select ${deliveryColumns} from public.webhook_deliveries where id = $1`, [id]);
      return rows[0];
    });
    return ok(c, delivery);
  });

  app.post(`${base}/deliveries/:deliveryId/resend`, async (c) => {
    const { ownerId, projectId, webhookId } = ids(c);
    const deliveryId = pathId(c, 'deliveryId', 'Delivery');
    await readBody(c, emptyBody);
    const delivery = await ctx.asService(async (tx) => {
      assertCanSend(await loadWebhook(tx, ownerId, projectId, webhookId));
      manualSends.take(webhookId);
      // The same event (same webhook-id) goes out again now; attempts keep counting.
      const { rows } = await tx.query(
        `update public.webhook_deliveries set status = 'PENDING', next_attempt_at = now()
          where id = $1 and webhook_id = $2 and owner_id = $3 returning ${deliveryColumns}`,
        [deliveryId, webhookId, ownerId],
      );
      if (!rows[0]) throw notFound('Delivery');
      return rows[0];
    });
    return ok(c, delivery);
  });

  app.post(`${base}/rotate-secret`, async (c) => {
    const { ownerId, projectId, webhookId } = ids(c);
    await readBody(c, emptyBody);
    const secret = newWebhookSecret();
    await ctx.asService(async (tx) => {
      const current = await loadWebhook(tx, ownerId, projectId, webhookId);
      if (current.project_state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is deleted');
      await tx.query(
        `update private.webhook_secrets
            set previous_secret = secret, previous_expires_at = now() + interval '${ROTATION_OVERLAP}', secret = $2
          where webhook_id = $1`,
        [webhookId, secret],
      );
      await tx.query('update public.webhooks set secret_prefix = $2 where id = $1', [webhookId, secret.slice(0, 10)]);
    });
    return ok(c, { secret });
  });

  // Ends a rotation's overlap at once (the old secret leaked, or every receiver has the new one).
  app.post(`${base}/revoke-previous-secret`, async (c) => {
    const { ownerId, projectId, webhookId } = ids(c);
    await readBody(c, emptyBody);
    const revoked = await ctx.asService(async (tx) => {
      const current = await loadWebhook(tx, ownerId, projectId, webhookId);
      if (current.project_state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is deleted');
      const { rows } = await tx.query(
        `update private.webhook_secrets set previous_secret = null, previous_expires_at = null
          where webhook_id = $1 and previous_secret is not null and previous_expires_at > now() returning webhook_id`,
        [webhookId],
      );
      return rows.length > 0;
    });
    if (!revoked) throw new ApiError(409, 'NO_PREVIOUS_SECRET', 'There is no previous signing secret to revoke');
    return ok(c, { revoked: true });
  });

  return app;
}
