import { parseArgs } from 'node:util';
import type { PlatformOptions, Speed } from './core/context';
import { isLoopback, normaliseOrigin } from './core/origins';
import { normaliseLoopbackTarget } from './webhooks/targets';
import { DEFAULT_LOCAL_ROOT } from './local/root';

// Fixed development values: public, non-secret, overridable by env for other setups.
const DEV_JWT_SECRET = 'local-platform-development-jwt-secret-not-for-production';
const DEV_ANON_KEY = 'sb_publishable_local_dev_key';

/** Fills every option the caller left out with the documented default. */
export function resolveOptions(partial: Partial<PlatformOptions> = {}): PlatformOptions {
  const options: PlatformOptions = {
    port: 3000,
    host: '127.0.0.1',
    memory: false,
    dataDir: '.data',
    speed: 'normal',
    distDir: 'dist',
    jwtSecret: process.env.LOCAL_JWT_SECRET || DEV_JWT_SECRET,
    anonKey: process.env.LOCAL_ANON_KEY || DEV_ANON_KEY,
    seed: true,
    insecureThrowawayInstance: false,
    allowExternalWebhooks: false,
    allowedOrigins: [],
    allowedWebhookTargets: [],
    localRoot: DEFAULT_LOCAL_ROOT,
    recordRequests: true,
    ...stripUndefined(partial),
  };
  options.allowedOrigins = options.allowedOrigins.map(normaliseOrigin);
  options.allowedWebhookTargets = options.allowedWebhookTargets.map(normaliseLoopbackTarget);
  if (options.jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters long.');
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`Invalid port: ${options.port}`);
  }
  const defaults = publicDefaultsInUse(options);
  if (defaults.length > 0 && !isLoopback(options.host) && !options.insecureThrowawayInstance) {
    throw new Error(
      `Refusing to listen on ${options.host}: the ${defaults.join(' and ')} ${defaults.length > 1 ? 'are' : 'is'} the ` +
        'published development default, so anyone who can reach this address could sign their own tokens or ' +
        'call it as anon. Set LOCAL_JWT_SECRET and LOCAL_ANON_KEY, listen on 127.0.0.1, or pass ' +
        '--insecure-throwaway-instance for a disposable instance.',
    );
  }
  return options;
}

/** Which published development values (JWT secret, anon key) these options still use. */
export function publicDefaultsInUse(options: Pick<PlatformOptions, 'jwtSecret' | 'anonKey'>): string[] {
  return [
    ...(options.jwtSecret === DEV_JWT_SECRET ? ['JWT secret'] : []),
    ...(options.anonKey === DEV_ANON_KEY ? ['anon key'] : []),
  ];
}

/**
 * Parses `npm run platform -- [--port N] [--host H] [--memory] [--data-dir DIR] [--speed fast] [--faults SPEC]
 * [--no-seed] [--insecure-throwaway-instance] [--allow-external-webhooks] [--allow-origin ORIGIN]…
 * [--allow-webhook-target HOST:PORT]… [--local-root DIR] [--no-request-log] [--database-url URL]`.
 */
export function parseCliOptions(argv: string[]): Partial<PlatformOptions> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      memory: { type: 'boolean' },
      'data-dir': { type: 'string' },
      speed: { type: 'string' },
      faults: { type: 'string' },
      'dist-dir': { type: 'string' },
      'no-seed': { type: 'boolean' },
      'insecure-throwaway-instance': { type: 'boolean' },
      'allow-external-webhooks': { type: 'boolean' },
      'allow-origin': { type: 'string', multiple: true },
      'allow-webhook-target': { type: 'string', multiple: true },
      'local-root': { type: 'string' },
      'no-request-log': { type: 'boolean' },
      'database-url': { type: 'string' },
    },
    strict: true,
  });
  const speed = values.speed;
  if (speed !== undefined && speed !== 'normal' && speed !== 'fast') {
    throw new Error(`--speed must be "normal" or "fast", not "${speed}"`);
  }
  return {
    port: values.port === undefined ? undefined : Number(values.port),
    host: values.host,
    memory: values.memory,
    dataDir: values['data-dir'],
    speed: speed as Speed | undefined,
    faults: values.faults ?? process.env.LOCAL_FAULTS,
    distDir: values['dist-dir'],
    seed: values['no-seed'] ? false : undefined,
    insecureThrowawayInstance: values['insecure-throwaway-instance'],
    allowExternalWebhooks: values['allow-external-webhooks'],
    allowedOrigins: values['allow-origin'],
    allowedWebhookTargets: values['allow-webhook-target'],
    localRoot: values['local-root'],
    recordRequests: values['no-request-log'] ? false : undefined,
    databaseUrl: values['database-url'] || process.env.DATABASE_URL || undefined,
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
