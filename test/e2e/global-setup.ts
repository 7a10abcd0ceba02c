import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { startE2eGitHub } from '../fixtures/github/e2eWorld';

const READY = /Local platform ready at (\S+)/;
const START_TIMEOUT_MS = 90_000;

/**
 * Starts the local platform in memory on a free port, serving the built SPA from dist/
 * (`npm test` builds first), with GitHub sources reading a local GitHub stand-in (GITHUB_API_URL).
 * Tests find it through E2E_BASE_URL; teardown stops its process group and the stand-in.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the e2e tests.');
  const github = await startE2eGitHub();
  const child = spawn(
    'npx',
    // Tests aim webhooks at the unused loopback port 9, allowed as an operator would allow a receiver.
    ['tsx', 'server/main.ts', '--memory', '--port', '0', '--speed', 'fast', '--faults', 'on', '--allow-webhook-target', '127.0.0.1:9'],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, GITHUB_API_URL: github.standIn.url },
    },
  );
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The platform did not start in time:\n${output.join('')}`)),
      START_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(`${line}\n`);
      const match = READY.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The platform exited (${code}) before it was ready:\n${output.join('')}`));
    });
  });
  process.env.E2E_BASE_URL = url;
  // Platforms a test starts in its own process (ownPlatform) read the same stand-in.
  process.env.GITHUB_API_URL = github.standIn.url;

  return async () => {
    await github.close();
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
}
