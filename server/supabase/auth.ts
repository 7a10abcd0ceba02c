import { databaseFailureResponse } from '../core/databaseErrors';
import { Hono, type Context } from 'hono';
import type { PlatformContext } from '../core/context';
import { AuthFailure, authError, API_VERSION, API_VERSION_HEADER } from './authErrors';
import { bearerToken, decodeAccessToken, sessionIsActive } from './jwt';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { SignInThrottle } from './signInThrottle';
import { endSession, endSessions, refreshSession, startSession } from './sessions';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, USER_METADATA_MAX_LENGTH } from '@contract/constants';
import { createUser, findUserByEmail, findUserById, toGoTrueUser, UserExistsError, type UserRow } from './users';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue subset at /auth/v1 (supabase-wire §1): sign-up, token grants, user, logout. */
export function authRoutes(ctx: PlatformContext): Hono {
  const app = new Hono();
  const throttle = new SignInThrottle();
  const issuer = (c: Context) => `${new URL(c.req.url).origin}/auth/v1`;

  app.onError((error, c) => {
    if (error instanceof AuthFailure) return authError(c, error.status, error.code, error.message, error.extra);
    const database = databaseFailureResponse(error, c);
    if (database) return database;
    console.error('auth error', error);
    return authError(c, 500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  });
  app.use(async (c, next) => {
    await next();
    c.header(API_VERSION_HEADER, API_VERSION);
  });

  app.post('/signup', async (c) => {
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
      throw new AuthFailure(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    assertStrongPassword(password);
    checkPasswordLength(password);
    const metadata = checkedMetadata(body.data);
    try {
      await createUser(ctx, { email, password, metadata });
    } catch (error) {
      if (error instanceof UserExistsError)
        throw new AuthFailure(422, 'user_already_exists', 'User already registered');
      throw error;
    }
    // Auto-confirm: answer with a session, so supabase-js signs the user in (SIGNED_IN).
    return c.json(
      await ctx.asService(async (tx) =>
        startSession(ctx, tx, issuer(c), (await findUserByEmail(tx, email)) as UserRow),
      ),
    );
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') {
      const email = typeof body.email === 'string' ? body.email : '';
      const password = typeof body.password === 'string' ? body.password : '';
      throttle.check(email);
      return c.json(
        await ctx.asService(async (tx) => {
          const user = await findUserByEmail(tx, email);
          // An unknown email costs the same password check, so the answer's timing tells nothing.
          if (!(await verifyPassword(password, user?.encrypted_password ?? null)) || !user) {
            throttle.failed(email);
            throw new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials');
          }
          throttle.succeeded(email);
          return startSession(ctx, tx, issuer(c), user);
        }),
      );
    }
    if (grant === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      const outcome = await ctx.asService((tx) => refreshSession(ctx, tx, issuer(c), token));
      if ('session' in outcome) return c.json(outcome.session);
      // A replayed token ends its session in a committed transaction of its own, then gets the error.
      ctx.sessions.ended(await ctx.asService((tx) => endSession(tx, outcome.reusedSessionId)));
      throw new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    if (grant === 'pkce') {
      // Sign-up auto-confirms and answers with a session, so this platform never hands out auth codes.
      throw new AuthFailure(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    throw new AuthFailure(400, 'validation_failed', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => {
    const claims = await requireUser(c);
    return c.json(toGoTrueUser(await loadUser(claims.sub)));
  });

  app.put('/user', async (c) => {
    const claims = await requireUser(c);
    const body = await readBody(c);
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== claims.email) {
      throw new AuthFailure(400, 'validation_failed', 'Changing the email address is not supported locally');
    }
    if (body.password !== undefined) assertStrongPassword(typeof body.password === 'string' ? body.password : '');
    if (typeof body.password === 'string') checkPasswordLength(body.password);
    const metadata = checkedMetadata(body.data);
    const hash = typeof body.password === 'string' ? await hashPassword(body.password) : null;
    const { row, ended } = await ctx.asService(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb,
                encrypted_password = coalesce($3, encrypted_password), updated_at = now()
          where id = $1 returning *`,
        [claims.sub, metadata, hash],
      );
      // A new password ends every other session (a thief's too), as GoTrue does; this one stays.
      const others = rows[0] && hash ? await endSessions(tx, claims.sub, String(claims.session_id), 'others') : [];
      return { row: rows[0], ended: others };
    });
    if (!row) throw new AuthFailure(404, 'user_not_found', 'User not found');
    ctx.sessions.ended(ended);
    return c.json(toGoTrueUser(row));
  });

  app.post('/logout', async (c) => {
    const claims = await requireUser(c);
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthFailure(400, 'validation_failed', 'Unsupported logout scope');
    }
    ctx.sessions.ended(await ctx.asService((tx) => endSessions(tx, claims.sub, String(claims.session_id), scope)));
    return c.body(null, 204);
  });

  async function requireUser(c: Context) {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const decoded = await decodeAccessToken(ctx.options.jwtSecret, token);
    if (!decoded.ok || decoded.claims.role !== 'authenticated') {
      const detail = decoded.ok
        ? 'token is not a user token'
        : decoded.reason === 'expired'
          ? 'token is expired'
          : 'unable to parse or verify signature';
      throw new AuthFailure(403, 'bad_jwt', `invalid JWT: ${detail}`);
    }
    if (!(await sessionIsActive(ctx, decoded.claims))) {
      throw new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return decoded.claims;
  }

  async function loadUser(id: string): Promise<UserRow> {
    const user = await ctx.asService((tx) => findUserById(tx, id));
    if (!user) throw new AuthFailure(404, 'user_not_found', 'User from sub claim in JWT does not exist');
    return user;
  }

  return app;
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) return parsed;
  } catch {
    // fall through to the GoTrue error below
  }
  throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON');
}

function checkPasswordLength(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AuthFailure(422, 'validation_failed', `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
}

/**
 * User metadata goes into every access token, hence into the session cookie: a large value would make
 * the browser's every request too big (431), so the name is held to the account form's limit and the
 * whole object to a small size. The message names the field, for the form to show beside it.
 */
function checkedMetadata(data: unknown): Record<string, unknown> {
  const metadata = isRecord(data) ? data : {};
  const { name } = metadata;
  if (name !== undefined && (typeof name !== 'string' || name.trim().length > NAME_MAX_LENGTH)) {
    throw new AuthFailure(422, 'validation_failed', `Name must be at most ${NAME_MAX_LENGTH} characters`, {
      field: 'name',
    });
  }
  if (JSON.stringify(metadata).length > USER_METADATA_MAX_LENGTH) {
    throw new AuthFailure(
      422,
      'validation_failed',
      `User metadata must be at most ${USER_METADATA_MAX_LENGTH} characters of JSON`,
    );
  }
  return metadata;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
