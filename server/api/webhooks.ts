import { Hono } from 'hono';
import { createWebhookBody } from '@contract/schemas';
import type { PlatformContext } from '../core/context';
import { assertAllowedTarget } from '../webhooks/targets';
import { createWithSecret } from './createWithSecret';
import { notFound, ok, type ApiEnv } from './http';
import { loadOpenProject } from '../core/lookups';
import { assertWebhooksAllowed } from '../billing/planLimits';
import { newWebhookSecret } from '../core/secrets';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';

export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  secret_prefix: string;
  created_at: Date;
}

/** Webhooks: the signing secret is returned once and kept privately; the row shows its prefix. */
export function webhookRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.post(
    '/projects/:projectId/webhooks',
    createWithSecret(ctx, {
      read: async (c) => ({
        projectId: pathId(c, 'projectId', 'Project'),
        body: await readBody(c, createWebhookBody),
      }),
      newSecret: newWebhookSecret,
      // Signing needs the secret itself, so it is kept (privately), not hashed.
      field: 'secret',
      store: async (tx, { projectId, body }, secret, claims) => {
        await loadOpenProject(tx, projectId);
        assertAllowedTarget(body.url, ctx.options);
        await assertWebhooksAllowed(tx, claims.sub);
        const { rows } = await tx.query<WebhookRow>(
          `insert into public.webhooks (project_id, url, events, description, secret_prefix) values ($1, $2, $3, $4, $5)
           returning id, url, events, description, enabled, secret_prefix, created_at`,
          [projectId, body.url, body.events, body.description, secret.slice(0, 10)],
        );
        await tx.query('insert into private.webhook_secrets (webhook_id, secret) values ($1, $2)', [
          rows[0].id,
          secret,
        ]);
        return rows[0];
      },
    }),
  );

  app.delete('/projects/:projectId/webhooks/:webhookId', async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const webhookId = pathId(c, 'webhookId', 'Webhook');
    // The secret goes with the row (on delete cascade).
    const { rows } = await asOwner(ctx, c.get('claims'), (tx) =>
      tx.query('delete from public.webhooks where id = $1 and project_id = $2 and owner_id = auth.uid() returning id', [
        webhookId,
        projectId,
      ]),
    );
    if (!rows[0]) throw notFound('Webhook');
    return ok(c, { id: webhookId });
  });

  return app;
}
