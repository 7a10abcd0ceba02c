import type { Transaction } from '../db/types';
import { Hono } from 'hono';
import { connectSourceBody, emptyBody } from '@contract/schemas';
import type { Claims, PlatformContext } from '../core/context';
import { createOAuthState, issueCredentials, takeOAuthState, type Credentials } from '../simulation/oauthProvider';
import { ApiError, ok, requestOrigin, type ApiEnv } from './http';
import { cancelActiveRun, stopSourceJob } from './indexingCancel';
import { assertIdle, loadOpenProject, loadSource } from '../core/lookups';
import type { SourceRow } from '../core/rows';
import { typeInfo } from '../core/sourceTypes';
import { asOwner } from './userTransaction';
import { pathId, readBody } from './validation';
import { emitSourceEvent } from '../webhooks/events';

const CONNECTION_KEYS = ['tokens', 'account', 'guildId'];

/** The source behind a connect/disconnect call, which must be a type that connects to a provider. */
async function connectableSource(tx: Transaction, projectId: string, sourceId: string): Promise<SourceRow> {
  await loadOpenProject(tx, projectId);
  const source = await loadSource(tx, projectId, sourceId);
  if (typeInfo(source.type).tokenField === null) {
    throw new ApiError(
      400,
      'SOURCE_CANNOT_CONNECT',
      `${typeInfo(source.type).label} sources do not connect to a provider`,
    );
  }
  return source;
}

/** Real tokens go to the private schema; the row only gets redaction markers and the account label. */
async function storeConnection(tx: Transaction, source: SourceRow, credentials: Credentials) {
  await tx.query(
    `insert into private.source_credentials (source_id, owner_id, tokens, account) values ($1, $2, $3, $4)
     on conflict (source_id) do update set tokens = excluded.tokens, account = excluded.account, created_at = now()`,
    [source.id, source.owner_id, credentials.tokens, credentials.account],
  );
  const marker = { [typeInfo(source.type).tokenField as string]: '[redacted]' };
  await tx.query('update public.sources set custom = $2 where id = $1 and owner_id = auth.uid()', [
    source.id,
    { ...source.custom, tokens: marker, account: credentials.account },
  ]);
  await emitSourceEvent(tx, source.id, 'source.connected');
  return { providerResponse: { account: credentials.account } };
}

export function sourceConnectionRoutes(ctx: PlatformContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const base = '/projects/:projectId/sources/:sourceId';

  app.post(`${base}/connect`, async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    const body = await readBody(c, connectSourceBody);
    const claims = c.get('claims');
    if (body.code !== undefined && body.state !== undefined) {
      return ok(c, await exchangeCode(ctx, claims, { projectId, sourceId, code: body.code, state: body.state }));
    }
    const result = await asOwner(ctx, claims, async (tx) => {
      const source = await connectableSource(tx, projectId, sourceId);
      if (body.token !== undefined) {
        if (source.provider !== 'github')
          throw new ApiError(400, 'INVALID_TOKEN', 'Only GitHub sources connect with a token');
        const credentials = {
          tokens: { token: body.token },
          account: issueCredentials('github', claims.email ?? '').account,
        };
        return storeConnection(tx, source, credentials);
      }
      const state = await createOAuthState(tx, {
        source_id: source.id,
        owner_id: source.owner_id,
        provider: source.provider,
        redirect_uri: body.redirectUri ?? `/projects/${projectId}/sources/${sourceId}`,
      });
      return { redirectUrl: `${requestOrigin(c)}/oauth/${source.provider}/authorize?state=${state}` };
    });
    return ok(c, result);
  });

  app.post(`${base}/disconnect`, async (c) => {
    const projectId = pathId(c, 'projectId', 'Project');
    const sourceId = pathId(c, 'sourceId', 'Source');
    await readBody(c, emptyBody);
    const source = await asOwner(ctx, c.get('claims'), async (tx) => {
      const current = await connectableSource(tx, projectId, sourceId);
      // A running indexing is cancelled first: it could not go on without the credentials.
      if (!(await cancelActiveRun(tx, sourceId))) assertIdle(current);
      await tx.query('delete from private.source_credentials where source_id = $1', [sourceId]);
      await tx.query('delete from private.oauth_states where source_id = $1', [sourceId]);
      const custom =
        current.custom &&
        Object.fromEntries(Object.entries(current.custom).filter(([key]) => !CONNECTION_KEYS.includes(key)));
      const { rows } = await tx.query<SourceRow>(
        'update public.sources set custom = $2 where id = $1 and owner_id = auth.uid() returning *',
        [sourceId, custom],
      );
      return rows[0];
    });
    await stopSourceJob(ctx, sourceId);
    return ok(c, source);
  });

  return app;
}

/** Second half of OAuth: the state is consumed first (and for good), then the code must match it. */
async function exchangeCode(
  ctx: PlatformContext,
  claims: Claims,
  input: { projectId: string; sourceId: string; code: string; state: string },
) {
  const pending = await ctx.asService((tx) =>
    takeOAuthState(tx, input.state, { sourceId: input.sourceId, ownerId: claims.sub }),
  );
  if (!pending || pending.expires_at.getTime() < Date.now()) {
    throw new ApiError(400, 'INVALID_OAUTH_STATE', 'The authorization state is unknown, expired or already used');
  }
  if (pending.code === null || pending.code !== input.code) {
    throw new ApiError(400, 'INVALID_OAUTH_CODE', 'The authorization code does not match this request');
  }
  return asOwner(ctx, claims, async (tx) => {
    const source = await connectableSource(tx, input.projectId, input.sourceId);
    return storeConnection(tx, source, issueCredentials(source.provider, claims.email ?? ''));
  });
}
