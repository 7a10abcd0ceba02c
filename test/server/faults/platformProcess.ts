import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformOptions } from '../../../server/core/context';
import { startPlatform, type Platform } from '../../../server/platform';
import { testDatabase } from '../helpers/postgresDatabases';
import { openDatabase } from '../../../server/db/database';

/**
 * Data that outlives a platform: a PGlite data folder, or (TEST_DATABASE=postgres) a database of its own
 * on the suite's server. in-process and child platforms open the same data, one after the other.
 */
export async function keptData() {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  const onPostgres = process.env.TEST_DATABASE === 'postgres';
  const database = onPostgres ? await testDatabase({}) : null;
  const options: Partial<PlatformOptions> = database ? { databaseUrl: database.url } : { memory: false, dataDir: dir };
  const args = database ? ['--database-url', database.url] : ['--data-dir', dir];
  return {
    /** The platform in this process, on the kept data. */
    open: (): Promise<Platform> => startPlatform({ port: 0, speed: 'fast', seed: false, ...options }),
    /** The platform in a process of its own (so it can be killed outright), on the kept data. */
    child: () => startChild(args),
    /** One statement on the kept data while no platform has it open; its rows. */
    query: async <T>(sql: string, params?: unknown[]): Promise<T[]> => {
      const db = await openDatabase(database ? { url: database.url } : { dataDir: dir });
      try {
        return (await db.query<T>(sql, params)).rows;
      } finally {
        await db.close();
      }
    },
    remove: async () => {
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ChildPlatform {
  url: string;
  process: ChildProcess;
  kill(): Promise<void>;
}

async function startChild(args: string[]): Promise<ChildPlatform> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', '0', '--speed', 'fast', '--no-seed', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local platform ready at (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error(`the platform process exited:\n${output}`)));
  });
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  return { url, process: child, kill };
}
