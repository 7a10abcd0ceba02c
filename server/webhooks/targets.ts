import { isIP } from 'node:net';
import { ApiError } from '../api/http';

/** The path under which the platform's own inbox receives deliveries (server/webhooks/inbox.ts). */
export const INBOX_PATH = '/local/webhook-inbox/';

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host) || /^::ffff:7f/.test(host);
  return false;
}

/**
 * By default the local platform sends only to this machine's loopback (a developer's receiver or its
 * own inbox): a stand-in that anyone may sign up to must not become a way to reach other hosts.
 * `--allow-external-webhooks` lifts the rule for someone running it as a real service.
 */
export function isAllowedTarget(url: string, allowExternal: boolean): boolean {
  if (allowExternal) return true;
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function assertAllowedTarget(url: string, allowExternal: boolean): void {
  if (!isAllowedTarget(url, allowExternal)) {
    throw new ApiError(
      400,
      'WEBHOOK_TARGET_NOT_ALLOWED',
      'This platform delivers webhooks only to loopback addresses (localhost, 127.0.0.1, [::1]) and its own ' +
        'inbox; start it with --allow-external-webhooks to allow other targets',
    );
  }
}
