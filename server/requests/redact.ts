/**
 * What a recorded request may keep: nothing that authorises anything. Keys, tokens and Authorization
 * headers are never read into a row; GraphQL variables are kept only when small, with secret-looking
 * values masked; free text (paths, operation names, errors, search queries) has secret-shaped words and
 * secret-named values masked before anything is stored.
 */

export const REDACTED = '[redacted]';

/** Variables larger than this (as JSON, after masking) are replaced by their size. */
export const MAX_VARIABLES_BYTES = 2048;

const SECRET_NAME = /pass(word)?|secret|token|api[-_]?key|apikey|auth|credential|cookie|session|signature|private/i;

// Prefixed keys: this platform's pk_/ak_/whsec_ (see server/api/secrets.ts), Stripe, GitHub, Slack, Supabase.
// The second form has no word boundary, so a key after "_" or inside a word (`Sync_pk_…`) is caught too;
// it wants a digit or 32 characters, so ordinary words ending in "ak_" stay readable.
const PREFIXED_KEY = [
  /\b(?:pk|ak|sk|rk)_[A-Za-z0-9_]{8,}/,
  /(?:pk|ak|sk|rk)_(?:live_|test_)?(?=[A-Za-z]*[0-9]|[A-Za-z0-9]{32})[A-Za-z0-9]{16,}/,
  /whsec_[A-Za-z0-9]{8,}/,
  /sb_(?:secret|publishable)_[A-Za-z0-9_-]{6,}/,
  /gh[pousr]_[A-Za-z0-9]{16,}/,
  /github_pat_[A-Za-z0-9_]{20,}/,
  /xox[abpr]-[A-Za-z0-9-]{8,}/,
];
// JWTs of any length: a base64url JSON header ("eyJ") with its payload, or a long header cut short.
const JWT = [/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/, /eyJ[A-Za-z0-9_-]{16,}/];
const BEARER = /\bbearer(?:\s+|%20|\+)[^\s&;,'"]+/;
const SECRET_WORD = new RegExp([...PREFIXED_KEY, ...JWT, BEARER].map((re) => re.source).join('|'), 'gi');

// `password=…`, `client_secret: …`, `"token":"…"`: the value after a secret-sounding name, wherever the
// name starts (`db_password=`). After ":" only a token-like value counts, so "Unexpected token: }" reads on.
const SECRET_ASSIGNMENT =
  /((?:pass(?:word|wd|phrase)?|pwd|secret|token|api[-_]?key|access[-_]?key|private[-_]?key|credentials?|signature|auth(?:orization)?)["']?\s*)(=|%3D|:|%3A)(\s*)("[^"]*"|'[^']*'|[^\s&;,'"]+)/gi;

const maskAssignment = (whole: string, name: string, sign: string, space: string, value: string) =>
  sign === '=' || sign.toUpperCase() === '%3D' || /^["']|^[A-Za-z0-9._~+/=-]{8,}$/.test(value)
    ? `${name}${sign}${space}${REDACTED}`
    : whole;

// A long unbroken run of token characters with letters and digits mixed reads as a credential.
const OPAQUE = /^[A-Za-z0-9_\-+/=.]{32,}$/;

const looksSecret = (value: string) => OPAQUE.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);

/**
 * Free text (a path, an operation name, an error, a search) with every secret-shaped word and secret-named
 * value masked, then cut to `max` characters: masked first, so a cut never leaves half a secret behind.
 */
export function scrubText(text: string, max: number): string {
  const bounded = text.length > max * 4 + 1024 ? text.slice(0, max * 4 + 1024) : text;
  const masked = bounded.replace(SECRET_WORD, REDACTED).replace(SECRET_ASSIGNMENT, maskAssignment);
  return masked.length > max ? `${masked.slice(0, max - 1)}…` : masked;
}

function mask(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return looksSecret(value) ? REDACTED : scrubText(value, 200);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 5) return '[nested]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => mask(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .slice(0, 50)
      .map(([key, item]) => [key, SECRET_NAME.test(key) ? REDACTED : mask(item, depth + 1)]),
  );
}

/** GraphQL variables as recorded: masked, or `"[omitted: N bytes]"` when too large; undefined when none. */
export function redactVariables(variables: unknown): unknown {
  if (variables === undefined || variables === null) return undefined;
  if (typeof variables === 'object' && Object.keys(variables).length === 0) return undefined;
  const masked = mask(variables, 0);
  const size = Buffer.byteLength(JSON.stringify(masked) ?? '', 'utf8');
  return size > MAX_VARIABLES_BYTES ? `[omitted: ${size} bytes]` : masked;
}
