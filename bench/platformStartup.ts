import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

// Cold start of the local platform in --memory mode: spawns `server/main.ts` as `npm run platform` would,
// times it to the ready line and reads its resident memory.

export interface StartupResult {
  /** Process spawn, TypeScript load, PGlite boot, migrations and seed, to the ready line. */
  readyMs: number;
  firstRequestMs: number;
  residentMb: number;
}

/** VmRSS from /proc (Linux only; 0 elsewhere). */
function residentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

export async function measurePlatformStartup(): Promise<StartupResult> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--memory', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const readyUrl = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`The platform exited early with code ${code}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /^Local platform ready at (\S+)/.exec(line);
        if (match) resolve(match[1]);
      });
    });
    const readyMs = performance.now() - started;
    const firstRequest = performance.now();
    await fetch(`${readyUrl}/local/config.json`);
    const firstRequestMs = performance.now() - firstRequest;
    return { readyMs, firstRequestMs, residentMb: residentKb(child.pid!) / 1024 };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
