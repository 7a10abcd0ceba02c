import type { UnknownAction } from '@reduxjs/toolkit';

/** What a redacted value reads as in Redux DevTools and in recordings. */
export const REDACTED = '[redacted]';

// Keys whose values are secrets wherever they appear (thunk arguments, session objects, API replies).
// `prefix` and `secret_prefix` are public row columns (the first 8 characters) and stay readable.
const SECRET_KEY =
  /^(password|new_?password|current_?password|secret|key|api_?key|token|access_?token|refresh_?token|provider_?(refresh_)?token|authorization|client_?secret)$/i;

// Values that are secrets whatever their key: JWTs (access tokens) and the platform's key formats
// (pk_ project keys, ak_ admin keys, whsec_ webhook secrets; their 8-character prefixes are shorter).
const SECRET_VALUE =
  /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}|\b(pk|ak)_[A-Za-z0-9]{20,}|\bwhsec_[A-Za-z0-9]{16,}|\bBearer\s+\S+/;

/** A copy of `value` with every secret-shaped value replaced by REDACTED; unchanged parts are shared. */
export function redactSecrets<T>(value: T): T {
  return redact(value) as T;
}

function redact(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (Array.isArray(value)) {
    const items = value.map(redact);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const next = SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '' ? REDACTED : redact(item);
    if (next !== item) changed = true;
    copy[key] = next;
  }
  return changed ? copy : value;
}

/**
 * Redux DevTools options: the extension and its exports see actions and states with
 * secrets redacted. The store itself keeps the real values, so jumps still render the real screen.
 */
export const devToolsOptions = {
  name: 'Dashboard',
  actionSanitizer: <A extends UnknownAction>(action: A): A => redactSecrets(action),
  stateSanitizer: <S>(state: S): S => redactSecrets(state),
};
