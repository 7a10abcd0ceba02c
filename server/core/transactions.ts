import type { Database, Transaction } from '../db/types';
import type { Claims } from './context';

/**
 * Runs fn in one transaction as role authenticated/anon with the caller's claims, as PostgREST does,
 * so Postgres RLS (auth.uid()) decides what is visible. The platform connects as a superuser (or the database owner), hence the explicit role.
 */
export function asUser<T>(db: Database, claims: Claims, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const role = claims.role === 'authenticated' ? 'authenticated' : 'anon';
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
      // An empty sub would make auth.uid() fail to cast, so anon claims carry none.
      [role, JSON.stringify({ ...claims, sub: claims.sub || undefined }), claims.sub ?? ''],
    );
    return fn(tx);
  });
}

/** Runs fn in one transaction as the superuser: seed, simulations and the private schema. */
export function asService<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
