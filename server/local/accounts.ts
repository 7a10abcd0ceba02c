import { mkdir, realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { LocalGrant, PlatformContext } from '../core/context';
import { isUuid } from '../core/ids';

/** Who a local folder is resolved for: a user id and, when known, the account's email. */
export interface LocalAccount {
  id: string;
  email?: string | null;
}

/** Parses one `--local-grant` value, `alice@example.com=/srv/handbook` or `<user id>=DIR`. */
export function parseLocalGrant(value: string): LocalGrant {
  const at = value.indexOf('=');
  const account = at < 0 ? '' : value.slice(0, at).trim().toLowerCase();
  const path = at < 0 ? '' : value.slice(at + 1).trim();
  if (!account || !path || (!account.includes('@') && !isUuid(account))) {
    throw new Error(`--local-grant takes EMAIL=DIR or USER_ID=DIR, not "${value}"`);
  }
  return { account, path };
}

/** Grants with their accounts lower-cased; two for one account are refused, so no order of options decides. */
export function checkLocalGrants(grants: LocalGrant[]): LocalGrant[] {
  const seen = new Set<string>();
  return grants.map(({ account, path }) => {
    const name = account.trim().toLowerCase();
    if (seen.has(name)) throw new Error(`--local-grant names ${name} twice`);
    seen.add(name);
    return { account: name, path };
  });
}

/**
 * The folder an account's local sources read: its grant when the operator gave one, else its own
 * subfolder of the local root named by its user id (ids cannot be claimed by signing up first, emails could).
 */
export function accountFolder(ctx: PlatformContext, account: LocalAccount): string {
  const email = account.email?.toLowerCase();
  const grant = ctx.options.localGrants.find(
    (candidate) => candidate.account === account.id.toLowerCase() || (email && candidate.account === email),
  );
  if (grant) return resolve(grant.path);
  if (!isUuid(account.id)) throw new Error('A local folder belongs to a user id');
  return resolve(ctx.options.localRoot, account.id.toLowerCase());
}

/** The account's folder as a real path, created when missing (a grant's folder too). */
export async function prepareAccountFolder(ctx: PlatformContext, account: LocalAccount): Promise<string> {
  const folder = accountFolder(ctx, account);
  await mkdir(folder, { recursive: true });
  return realpath(folder);
}

/** A source owner's account with its email, which grants by email need. */
export async function ownerAccount(ctx: PlatformContext, ownerId: string): Promise<LocalAccount> {
  if (ctx.options.localGrants.length === 0) return { id: ownerId };
  const { rows } = await ctx.asService((tx) =>
    tx.query<{ email: string | null }>('select email from auth.users where id = $1', [ownerId]),
  );
  return { id: ownerId, email: rows[0]?.email ?? null };
}
