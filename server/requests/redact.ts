/**
 * What a recorded request may keep: nothing that authorises anything. Keys, tokens and Authorization
 * headers are never read into a row; GraphQL variables are kept only when small, with secret-looking
 * values masked; free text (errors, search queries) has secret-shaped words masked.
 */

export const REDACTED = '[redacted]';

/** Variables larger than this (as JSON, after masking) are replaced by their size. */
export const MAX_VARIABLES_BYTES = 2048;

const SECRET_NAME = /pass(word)?|secret|token|api[-_]?key|apikey|auth|credential|cookie|session|signature|private/i;

// Prefixed keys (this platform's pk_/ak_/whsec_, Stripe, GitHub, Slack, Supabase), JWTs and bearer values.
const SECRET_WORD =
  /\b(?:pk|ak|sk|rk)_[A-Za-z0-9_]{8,}|\bwhsec_[A-Za-z0-9]{8,}|\bsb_(?:secret|publishable)_[A-Za-z0-9_]{6,}|\bgh[pousr]_[A-Za-z0-9]{16,}|\bxox[abpr]-[A-Za-z0-9-]{8,}|\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*)?|\bBearer\s+\S+/g;
// A long unbroken run of token characters with letters and digits mixed reads as a credential.
const OPAQUE = /^[A-Za-z0-9_\-+/=.]{32,}$/;

const looksSecret = (value: string) => OPAQUE.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);

/** Free text with every secret-shaped word masked, cut to `max` characters. */
export function scrubText(text: string, max: number): string {
  const masked = text.replace(SECRET_WORD, REDACTED);
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
