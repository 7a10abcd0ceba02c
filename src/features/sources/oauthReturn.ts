/** What the provider's consent page sent back in the query string, if anything. */
export type OAuthReturn =
  { kind: 'code'; code: string; state: string } | { kind: 'error'; error: string; description: string | null } | null;

export function readOAuthReturn(search: URLSearchParams): OAuthReturn {
  const error = search.get('error');
  if (error) return { kind: 'error', error, description: search.get('error_description') };
  const code = search.get('code');
  const state = search.get('state');
  return code && state ? { kind: 'code', code, state } : null;
}

/** The query string without the OAuth parameters (other parameters are kept). */
export function withoutOAuthParams(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const key of ['code', 'state', 'error', 'error_description', 'scope']) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

// One state is exchanged once per page load, even if React runs the effect twice.
const exchanged = new Set<string>();

/** True the first time a state is seen. */
export function claimOAuthState(state: string): boolean {
  if (exchanged.has(state)) return false;
  exchanged.add(state);
  return true;
}
