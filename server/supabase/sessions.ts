import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './jwt';
import { AuthFailure } from './authErrors';
import { findUserById, toGoTrueUser, type UserRow } from './users';
import { SESSION_INACTIVITY_SECONDS } from '@contract/constants';

/** GoTrue's default refresh_token_reuse_interval: a just-rotated token still works this long. */
const REUSE_WINDOW_MS = 10_000;

type Ctx = Pick<PlatformContext, 'options'>;

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function sessionResponse(ctx: Ctx, issuer: string, user: UserRow, sessionId: string, refreshToken: string) {
  const gotrueUser = toGoTrueUser(user);
  const { token, expiresAt } = await signAccessToken(ctx.options.jwtSecret, issuer, gotrueUser, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: gotrueUser,
  };
}

/** Starts a new session (sign-in, sign-up) and returns the GoTrue session object. */
export async function startSession(ctx: Ctx, tx: Transaction, issuer: string, user: UserRow) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    user.id,
    sessionId,
  ]);
  const { rows } = await tx.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [
    user.id,
  ]);
  return sessionResponse(ctx, issuer, rows[0], sessionId, refreshToken);
}

interface TokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

/** A refresh either yields a session or says which session a replayed token must end. */
export type RefreshOutcome = { session: Awaited<ReturnType<typeof sessionResponse>> } | { reusedSessionId: string };

/**
 * Rotates a refresh token. Re-using a rotated token within the reuse window returns the session's current
 * token (tabs racing to refresh); later it counts as theft: the caller ends the session in a transaction
 * of its own (this one may roll back) and answers refresh_token_already_used, as GoTrue does.
 */
export async function refreshSession(
  ctx: Ctx,
  tx: Transaction,
  issuer: string,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const { rows } = await tx.query<TokenRow>(
    'select token, user_id, session_id, revoked, updated_at from auth.refresh_tokens where token = $1 for update',
    [refreshToken],
  );
  const current = rows[0];
  if (!current) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await findUserById(tx, current.user_id);
  if (!user) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  if (current.revoked) {
    const active = await tx.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
      [current.session_id],
    );
    if (Date.now() - current.updated_at.getTime() <= REUSE_WINDOW_MS && active.rows[0]) {
      return { session: await sessionResponse(ctx, issuer, user, current.session_id, active.rows[0].token) };
    }
    return { reusedSessionId: current.session_id };
  }

  // GoTrue's inactivity timeout: a session nobody refreshed for this long is over (the cookie is gone too).
  const idle = await tx.query<{ id: string }>(
    `select id from auth.sessions where id = $1 and updated_at < now() - make_interval(secs => $2)`,
    [current.session_id, SESSION_INACTIVITY_SECONDS],
  );
  if (idle.rows[0]) throw new AuthFailure(400, 'session_expired', 'Invalid Refresh Token: Session Expired (Inactivity)');

  const next = newRefreshToken();
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [refreshToken]);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    next,
    user.id,
    current.session_id,
    refreshToken,
  ]);
  await tx.query('update auth.sessions set updated_at = now() where id = $1', [current.session_id]);
  return { session: await sessionResponse(ctx, issuer, user, current.session_id, next) };
}

/**
 * Ends sessions for POST /logout: global = all of the user's, local = this one, others = all but this.
 * Returns the ended session ids, whose realtime channels the caller then closes.
 */
export async function endSessions(
  tx: Transaction,
  userId: string,
  sessionId: string,
  scope: string,
): Promise<string[]> {
  const { rows } =
    scope === 'local'
      ? await tx.query<{ id: string }>('delete from auth.sessions where id = $1 returning id', [sessionId])
      : scope === 'others'
        ? await tx.query<{ id: string }>('delete from auth.sessions where user_id = $1 and id <> $2 returning id', [
            userId,
            sessionId,
          ])
        : await tx.query<{ id: string }>('delete from auth.sessions where user_id = $1 returning id', [userId]);
  return rows.map((row) => row.id);
}

/** Ends one session (its refresh tokens go with it by cascade); used when a refresh token is replayed. */
export async function endSession(tx: Transaction, sessionId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>('delete from auth.sessions where id = $1 returning id', [sessionId]);
  return rows.map((row) => row.id);
}
