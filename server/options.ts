import { parseArgs } from 'node:util';
import type { PlatformOptions, Speed } from './context';

// Fixed development values (DESIGN §7): public, non-secret, overridable by env for other setups.
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
    allowExternalWebhooks: false,
    ...stripUndefined(partial),
  };
  if (options.jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters long.');
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error(`Invalid port: ${options.port}`);
  }
  return options;
}

/** Parses `npm run platform -- [--port N] [--host H] [--memory] [--data-dir DIR] [--speed fast] [--faults SPEC] [--no-seed] [--allow-external-webhooks]`. */
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
      'allow-external-webhooks': { type: 'boolean' },
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
    allowExternalWebhooks: values['allow-external-webhooks'],
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
