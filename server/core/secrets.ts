import { createHash, randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(BASE62.length)];
  return out;
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Deterministic base62 text derived from a seed (fake ids that stay stable across runs). */
export function stableBase62(seed: string, length: number): string {
  const digest = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[digest[i % digest.length] % BASE62.length];
  return out;
}

// The first 8 characters are shown in the dashboard (the "prefix" column), so they must tell keys apart:
// a short type marker followed by random characters.
export const newProjectApiKey = () => `pk_${randomBase62(40)}`;
export const newAdminKey = () => `ak_${randomBase62(40)}`;
export const newWebhookSecret = () => `whsec_${randomBase62(32)}`;

export const keyPrefix = (key: string) => key.slice(0, 8);
