import type { Transaction } from '@electric-sql/pglite';
import type { Claims, PlatformContext } from '../context';

/** Runs a step with superuser rights (private schema) inside a user transaction. */
export type Privileged = <T>(step: () => Promise<T>) => Promise<T>;

/**
 * One transaction that touches public tables as the user (RLS applies) and, through `privileged`,
 * the private schema as the service, so a change spanning both commits or rolls back as a whole.
 */
export function asUserWithPrivate<T>(
  ctx: PlatformContext,
  claims: Claims,
  fn: (tx: Transaction, privileged: Privileged) => Promise<T>,
): Promise<T> {
  return ctx.asService(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', 'authenticated', true)`,
      [JSON.stringify(claims), claims.sub],
    );
    await tx.exec('set local role authenticated');
    const privileged: Privileged = async (step) => {
      await tx.exec('set local role none');
      const result = await step();
      // Only reached on success: after a failure the transaction rolls back anyway.
      await tx.exec('set local role authenticated');
      return result;
    };
    return fn(tx, privileged);
  });
}
