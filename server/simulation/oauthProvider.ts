import type { Transaction } from '../db/types';
import { randomBase62 } from '../core/secrets';

/** A pending OAuth round trip (private.oauth_states). */
export interface OAuthState {
  state: string;
  source_id: string;
  owner_id: string;
  provider: string;
  redirect_uri: string;
  code: string | null;
  expires_at: Date;
}

/** Real (fake) provider credentials kept in private.source_credentials, and the account they belong to. */
export interface Credentials {
  tokens: Record<string, string>;
  account: string;
}

export async function createOAuthState(
  tx: Transaction,
  input: Pick<OAuthState, 'source_id' | 'owner_id' | 'provider' | 'redirect_uri'>,
): Promise<string> {
  const state = randomBase62(32);
  await tx.query(
    `insert into private.oauth_states (state, source_id, owner_id, provider, redirect_uri)
     values ($1, $2, $3, $4, $5)`,
    [state, input.source_id, input.owner_id, input.provider, input.redirect_uri],
  );
  return state;
}

/** The consent page's Allow: attaches a one-time code to a live state that has none yet. */
export async function approveOAuthState(tx: Transaction, state: string, provider: string) {
  const code = randomBase62(40);
  const { rows } = await tx.query<OAuthState>(
    `update private.oauth_states set code = $3
      where state = $1 and provider = $2 and code is null and expires_at > now() returning *`,
    [state, provider, code],
  );
  return rows[0] ?? null;
}

/** Deletes the state and returns it: a state is good for exactly one answer (deny or code exchange). */
export async function takeOAuthState(
  tx: Transaction,
  state: string,
  where: { provider?: string; sourceId?: string; ownerId?: string },
) {
  const { rows } = await tx.query<OAuthState>(
    `delete from private.oauth_states
      where state = $1 and ($2::text is null or provider = $2) and ($3::uuid is null or source_id = $3)
        and ($4::uuid is null or owner_id = $4)
      returning *`,
    [state, where.provider ?? null, where.sourceId ?? null, where.ownerId ?? null],
  );
  return rows[0] ?? null;
}

const localPart = (email: string) => email.split('@')[0].replace(/[^a-zA-Z0-9._-]/g, '') || 'user';

/** What the provider's token endpoint would hand back, and the account label the dashboard shows. */
export function issueCredentials(provider: string, email: string): Credentials {
  const login = localPart(email).toLowerCase();
  switch (provider) {
    case 'github':
      return { tokens: { token: `gho_${randomBase62(36)}` }, account: login };
    case 'google':
      return {
        tokens: { refresh_token: `1//0${randomBase62(60)}`, access_token: `ya29.${randomBase62(80)}` },
        account: email,
      };
    case 'slack':
      return {
        tokens: { refresh_token: `xoxe-1-${randomBase62(60)}`, access_token: `xoxe.xoxp-${randomBase62(50)}` },
        account: `${login} (Acme Inc)`,
      };
    case 'telegram':
      return { tokens: { refresh_token: randomBase62(48) }, account: `@${login}` };
    default:
      return {
        tokens: { refresh_token: randomBase62(48), access_token: randomBase62(48) },
        account: provider === 'discord' ? login : email,
      };
  }
}
