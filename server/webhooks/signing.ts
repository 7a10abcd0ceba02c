import { createHmac } from 'node:crypto';

/** The key bytes of a Standard Webhooks secret: `whsec_` followed by base64. */
const secretKey = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` (Standard Webhooks, symmetric scheme). */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The Standard Webhooks headers of one attempt. While a rotated-out secret is still valid its signature is
 * sent too (space-separated), so receivers holding either secret accept the request.
 */
export function signedHeaders(secrets: string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, id, timestamp, body)).join(' '),
  };
}
