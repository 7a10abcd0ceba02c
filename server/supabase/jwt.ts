import { SignJWT, jwtVerify, errors } from 'jose';
import type { PlatformContext, Claims } from '../core/context';
import { isUuid } from '../core/ids';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** How far ahead of this clock a token's `iat` may be (another machine's clock); later is forged. */
export const CLOCK_SKEW_SECONDS = 30;

export interface TokenUser {
  id: string;
  email: string;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
}

/** An HS256 access token with every claim GoTrue issues (supabase-wire §1). */
export async function signAccessToken(
  secret: string,
  issuer: string,
  user: TokenUser,
  sessionId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(secretKey(secret));
  return { token, expiresAt };
}

export type DecodedToken = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };


/**
 * Checks signature, algorithm, expiry and the claims' shape; sessions are checked by verifyAccessToken.
 * A user token must carry uuid `sub` and `session_id` (they reach SQL casts) and integer `iat`/`exp` no
 * further apart than the lifetime this platform issues: a longer-lived token was not issued here; nor was
 * one whose `iat` is in the future.
 */
export async function decodeAccessToken(secret: string, token: string): Promise<DecodedToken> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] });
    const role = payload.role;
    if ((role !== 'authenticated' && role !== 'anon') || !Number.isInteger(payload.exp)) {
      return { ok: false, reason: 'invalid' };
    }
    if (role === 'authenticated' && !isWellFormedUserToken(payload)) return { ok: false, reason: 'invalid' };
    // Only exp − iat is bounded above, so an `iat` in the future would stretch a token's life at will.
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { ...payload, sub: payload.sub ?? '', role } as Claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

function isWellFormedUserToken(payload: Record<string, unknown>): boolean {
  const { sub, session_id: sessionId, iat, exp } = payload;
  return (
    typeof sub === 'string' &&
    isUuid(sub) &&
    typeof sessionId === 'string' &&
    isUuid(sessionId) &&
    Number.isInteger(iat) &&
    (exp as number) - (iat as number) <= ACCESS_TOKEN_TTL_SECONDS
  );
}

/**
 * A user token is valid while its session exists (logout deletes the session and so revokes the token)
 * and only if it was issued after the session began: an earlier `iat` belongs to no token of this session.
 */
export async function sessionIsActive(ctx: Pick<PlatformContext, 'db'>, claims: Claims): Promise<boolean> {
  if (typeof claims.session_id !== 'string' || !isUuid(claims.session_id) || !isUuid(claims.sub)) return false;
  const { rows } = await ctx.db.query<{ started: number }>(
    'select floor(extract(epoch from created_at))::int as started from auth.sessions where id = $1 and user_id = $2',
    [claims.session_id, claims.sub],
  );
  return rows.length === 1 && typeof claims.iat === 'number' && claims.iat >= rows[0].started;
}

export function createVerifyAccessToken(ctx: Pick<PlatformContext, 'db' | 'options'>) {
  return async (token: string | undefined | null): Promise<Claims | null> => {
    if (!token || !looksLikeJwt(token)) return null;
    const decoded = await decodeAccessToken(ctx.options.jwtSecret, token);
    if (!decoded.ok || decoded.claims.role !== 'authenticated') return null;
    return (await sessionIsActive(ctx, decoded.claims)) ? decoded.claims : null;
  };
}

export type Bearer =
  { kind: 'user' | 'anon'; claims: Claims } | { kind: 'invalid'; reason: 'expired' | 'invalid' | 'revoked' };

export const ANON_CLAIMS: Claims = { sub: '', role: 'anon' };

/**
 * Classifies a bearer the way PostgREST and Realtime do: missing or an `sb_…` API key (or the anon key)
 * is anon, an anon JWT is anon, a live user JWT is that user; anything else is invalid.
 */
export async function resolveBearer(
  ctx: Pick<PlatformContext, 'db' | 'options'>,
  token: string | undefined | null,
): Promise<Bearer> {
  if (!token || token === ctx.options.anonKey || /^sb_[A-Za-z0-9_]+$/.test(token)) {
    return { kind: 'anon', claims: ANON_CLAIMS };
  }
  if (!looksLikeJwt(token)) return { kind: 'invalid', reason: 'invalid' };
  const decoded = await decodeAccessToken(ctx.options.jwtSecret, token);
  if (!decoded.ok) return { kind: 'invalid', reason: decoded.reason };
  if (decoded.claims.role === 'anon') return { kind: 'anon', claims: decoded.claims };
  if (!(await sessionIsActive(ctx, decoded.claims))) return { kind: 'invalid', reason: 'revoked' };
  return { kind: 'user', claims: decoded.claims };
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}
