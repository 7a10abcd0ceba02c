import { createHash } from 'node:crypto';
import { mkdirSync, openAsBlob, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// --memory databases start from a cached image of a freshly migrated database instead of running initdb:
// initdb takes seconds and leaves hundreds of MB of WebAssembly garbage that V8 does not give back on its own.
// The image is keyed by everything that shapes it, so a changed migration or PGlite version makes a new one.
const cacheDir = join(tmpdir(), 'beta-dashboard-pglite');

const pgliteVersion = (): string => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(entry, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
};

/** A key naming the database these inputs (SQL texts, start parameters) produce. */
export function snapshotKey(inputs: string[]): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const input of inputs) hash.update('\0').update(input);
  return hash.digest('hex').slice(0, 32);
}

/** Images of one kind of database: the platform's, or the extraction workers' text-search engine. */
export type SnapshotFamily = 'platform' | 'text-search';

const imageName = (family: SnapshotFamily, key: string) => `${family}-${key}.tar`;

/** The cached image for this key (file-backed, not copied into memory), or null when there is none. */
export async function readSnapshot(key: string, family: SnapshotFamily = 'platform'): Promise<Blob | null> {
  try {
    return await openAsBlob(join(cacheDir, imageName(family, key)));
  } catch {
    return null;
  }
}

/**
 * Stores a just-migrated database as the image for this key (best effort: a failure only costs speed).
 * Written to a temporary name and renamed, so concurrent test workers never read half a file; images of
 * other keys of the family are removed, since only the current schema is ever wanted again.
 */
export async function saveSnapshot(key: string, db: PGlite, family: SnapshotFamily = 'platform'): Promise<void> {
  try {
    await db.exec('checkpoint');
    const image = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    const partial = join(cacheDir, `${key}.${process.pid}.partial`);
    writeFileSync(partial, image);
    renameSync(partial, join(cacheDir, imageName(family, key)));
    for (const file of readdirSync(cacheDir)) {
      // Images named by key alone predate families.
      const ours = file.startsWith(`${family}-`) || !file.includes('-');
      const stale = ours && file.endsWith('.tar') && file !== imageName(family, key);
      if (stale) rmSync(join(cacheDir, file), { force: true });
    }
  } catch (error) {
    console.warn(
      '[database] could not cache the migrated database image:',
      error instanceof Error ? error.message : error,
    );
  }
}
