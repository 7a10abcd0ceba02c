import { isIP } from 'node:net';
import { ApiError } from '../core/errors';
import type { PlatformOptions } from '../core/context';

/** The path under which the platform's own inbox receives deliveries (server/webhooks/inbox.ts). */
export const INBOX_PATH = '/local/webhook-inbox/';

type TargetOptions = Pick<PlatformOptions, 'allowExternalWebhooks' | 'allowedWebhookTargets'>;

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host) || /^::ffff:7f/.test(host);
  return false;
}

function portOf(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * `loopback:<port>` for an option value such as `127.0.0.1:4000`, `localhost:4000` or `[::1]:4000`: every
 * loopback name reaches the same machine, so an allowed target is a port on it.
 */
export function normaliseLoopbackTarget(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(`http://${value}`);
  } catch {
    // reported below
  }
  if (!url || !url.port || !isLoopbackHost(url.hostname) || url.host !== value.toLowerCase()) {
    throw new Error(`--allow-webhook-target must be a loopback host and port such as 127.0.0.1:4000, not "${value}"`);
  }
  return `loopback:${url.port}`;
}

export type TargetKind = 'inbox' | 'allowed-loopback' | 'external' | 'refused';

/**
 * By default the local platform delivers only to its own inbox and to the loopback ports the person
 * starting it allowed (`--allow-webhook-target`): any other port on this machine may be a private
 * service a tenant must not reach. `--allow-external-webhooks` adds every non-loopback host.
 */
export function classifyTarget(url: string, options: TargetOptions): TargetKind {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'refused';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'refused';
  if (!isLoopbackHost(parsed.hostname)) return options.allowExternalWebhooks ? 'external' : 'refused';
  if (parsed.pathname.startsWith(INBOX_PATH)) return 'inbox';
  return options.allowedWebhookTargets.includes(`loopback:${portOf(parsed)}`) ? 'allowed-loopback' : 'refused';
}

export function isAllowedTarget(url: string, options: TargetOptions): boolean {
  return classifyTarget(url, options) !== 'refused';
}

/**
 * Where a delivery really goes: an inbox URL (whatever loopback host and port it names, e.g. Vite's in
 * development) is sent to this platform's own inbox and nowhere else.
 */
export function deliveryUrl(url: string, options: Pick<PlatformOptions, 'host' | 'port'>): string {
  const parsed = new URL(url);
  if (!isLoopbackHost(parsed.hostname) || !parsed.pathname.startsWith(INBOX_PATH)) return url;
  const host = ['0.0.0.0', '::', ''].includes(options.host) ? '127.0.0.1' : options.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${options.port}${parsed.pathname}${parsed.search}`;
}

export function assertAllowedTarget(url: string, options: TargetOptions): void {
  if (isAllowedTarget(url, options)) return;
  const loopback = (() => {
    try {
      return isLoopbackHost(new URL(url).hostname);
    } catch {
      return false;
    }
  })();
  throw new ApiError(
    400,
    'WEBHOOK_TARGET_NOT_ALLOWED',
    loopback
      ? 'This platform delivers to loopback addresses only at its own inbox (/local/webhook-inbox/…) and at ports ' +
          'allowed when it was started: another port on this machine may be a private service. Start it with ' +
          '--allow-webhook-target 127.0.0.1:<port> to allow this one'
      : 'This platform delivers webhooks only to its own inbox and allowed loopback ports; start it with ' +
          '--allow-external-webhooks to allow other hosts',
  );
}
