import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServer, type ViteDevServer } from 'vite';

// `npm run dev`: the local platform on 3000 plus Vite (hot reload) proxying the platform paths to it.
// Extra arguments go to the platform, e.g. `npm run dev -- --memory --speed fast`. Both stop together.
const READY = /Local platform ready at (\S+)/;

function startPlatform(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('npx', ['tsx', 'server/main.ts', '--port', '3000', ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      console.log(`[platform] ${line}`);
      const match = READY.exec(line);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`The local platform exited (${code}) before it was ready.`)));
  });
}

let platform: ChildProcess | undefined;
let vite: ViteDevServer | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await vite?.close().catch(() => undefined);
    if (platform?.pid && platform.exitCode === null) {
      try {
        process.kill(-platform.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// A crash inside Vite (e.g. its dependency optimizer) must not leave the platform running.
const crash = (error: unknown) => {
  console.error(error);
  void stop(1);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

try {
  const started = await startPlatform(process.argv.slice(2));
  platform = started.child;
  platform.once('exit', (code) => {
    console.error(`[platform] exited (${code}); stopping Vite.`);
    void stop(code ?? 1);
  });
  process.env.PLATFORM_URL = started.url;
  vite = await createServer();
  await vite.listen();
  vite.printUrls();
  console.log('Demo login: demo@example.com / demo-password');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
