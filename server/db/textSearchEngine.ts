import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { readSnapshot, saveSnapshot, snapshotKey } from './snapshot';

// private.document_chunk_vector for each chunk of one document: the same text-search configuration of the
// same Postgres build gives the same vector, byte for byte. The engine defines the function from the
// migration that defines it for the database (0020, function definitions only), so there is one expression.
const SEARCH_WORDS = fileURLToPath(new URL('../../supabase/migrations/0020_search_words.sql', import.meta.url));
const VECTORS_SQL = `
  select private.document_chunk_vector($1, $2, c.heading, c.content)::text as fts
    from unnest($3::text[], $4::text[]) with ordinality as c(heading, content, n)
   order by c.n`;

// An engine with no tables of its own: the smallest buffers Postgres accepts are plenty.
const START_PARAMS = ['-c', 'shared_buffers=1MB', '-c', 'max_connections=2', '-c', 'wal_buffers=64kB'];

let engine: Promise<PGlite> | null = null;

/**
 * A PGlite of the calling thread's own (an extraction worker's) that only computes full-text vectors, so
 * the platform's database, on the event loop, stores them instead of stemming every chunk. Started from a
 * cached image: initdb takes seconds and leaves its memory behind.
 */
async function openEngine(): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, ...START_PARAMS];
  const key = snapshotKey(['text-search', ...startParams]);
  const image = await readSnapshot(key, 'text-search');
  let opened: PGlite;
  if (image) opened = await PGlite.create({ loadDataDir: image, startParams });
  else {
    const fresh = await PGlite.create({ startParams });
    await saveSnapshot(key, fresh, 'text-search');
    const saved = await readSnapshot(key, 'text-search');
    if (saved) await fresh.close();
    opened = saved ? await PGlite.create({ loadDataDir: saved, startParams }) : fresh;
  }
  await opened.exec(`create schema if not exists private;\n${readFileSync(SEARCH_WORDS, 'utf8')}`);
  return opened;
}

/**
 * The full-text vector of each chunk (heading and text at the same index) of a document with this title
 * and path, in Postgres' text form.
 */
export async function documentChunkVectors(
  title: string,
  path: string,
  headings: (string | null)[],
  contents: string[],
): Promise<string[]> {
  engine ??= openEngine();
  const { rows } = await (await engine).query<{ fts: string }>(VECTORS_SQL, [title, path, headings, contents]);
  return rows.map((row) => row.fts);
}
