import type { Transaction } from '../db/types';
import type { Claims, PlatformContext } from '../core/context';

/**
 * One transaction for a dashboard API write on behalf of the caller, with service rights: the browser's
 * roles may only read (migration 0004). The caller's claims are set as PostgREST sets them, so
 * `auth.uid()` names the caller: every statement checks ownership itself (`owner_id = auth.uid()`),
 * owner_id defaults to the caller, and the composite foreign keys refuse a row pointing at another
 * owner's project or source.
 */
export function asOwner<T>(ctx: PlatformContext, claims: Claims, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return ctx.asService(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', 'authenticated', true)`,
      [JSON.stringify(claims), claims.sub],
    );
    return fn(tx);
  });
}
