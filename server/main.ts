import { parseCliOptions, publicDefaultsInUse } from './options';
import { isLoopback } from './core/origins';
import { startPlatform } from './platform';

// `npm run platform -- [--port N] [--host H] [--memory] [--data-dir DIR] [--speed fast] [--faults SPEC] [--no-seed]
//  [--insecure-throwaway-instance] [--local-root DIR] [--database-url URL]`
const platform = await startPlatform(parseCliOptions(process.argv.slice(2))).catch((error: unknown) => {
  console.error('The local platform could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

const { host } = platform.ctx.options;
const defaults = publicDefaultsInUse(platform.ctx.options);
if (!isLoopback(host) && defaults.length > 0) {
  console.warn(
    `Warning: listening on ${host} with the published development ${defaults.join(' and ')} ` +
      '(--insecure-throwaway-instance): anyone who can reach it can sign tokens for any user. Use it only for a disposable instance.',
  );
}
console.log(`Local platform ready at ${platform.url}`);
if (platform.ctx.options.seed) console.log('Demo login: demo@example.com / demo-password');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, stopping the local platform…`);
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
