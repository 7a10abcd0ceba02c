// Cold start of the local platform in --memory mode: spawns `server/main.ts` as `npm run platform` would,
// times it to the ready line and reads its resident memory. A benchmark, not a test: it asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--memory', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});

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

console.log(`ready line after   ${readyMs.toFixed(0)} ms (process spawn, TypeScript load, PGlite boot, migrations, seed)`);
console.log(`first request took ${firstRequestMs.toFixed(1)} ms`);
console.log(`resident memory    ${(residentKb(child.pid!) / 1024).toFixed(1)} MB`);

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));

/** VmRSS from /proc (Linux only; 0 elsewhere). */
function residentKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
