import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// A platform instance as it is deployed: `server/main.ts` in a process of its own, so its event loop,
// its database (PGlite) or its pool (PostgreSQL) and its CPU time are its own.

export interface PlatformProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startPlatformProcess(args: string[]): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', '0', '--no-seed', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local platform ready at (\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The platform exited with code ${code} before it was ready:\n${output}`)),
    );
  });
  // Keep draining its output so a chatty instance never blocks on a full pipe.
  child.stdout.resume();
  child.stderr.resume();
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const TICKS_PER_SECOND = 100;

/** utime + stime (+ cutime + cstime: children it has reaped) of one process, in ms; 0 when it is gone. */
function processCpuMs(pid: number, withReaped: boolean): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, ...(withReaped ? [13, 14] : [])].reduce((sum, index) => sum + Number(fields[index]), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // It ended while the folder was read.
    }
  }
  return children;
}

/**
 * CPU time so far of a process and all its children, living or reaped, in ms (Linux; 0 elsewhere):
 * for the PostgreSQL server, the postmaster and every backend.
 */
export function treeCpuMs(pid: number): number {
  return processCpuMs(pid, true) + childrenOf(pid).reduce((sum, child) => sum + processCpuMs(child, false), 0);
}
