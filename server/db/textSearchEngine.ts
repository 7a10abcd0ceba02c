import type { PGlite } from '@electric-sql/pglite';
import { readSnapshot, saveSnapshot, snapshotKey } from './snapshot';

// private.document_chunk_vector (migration 0016) for all of one document's chunks at once: the same
// text-search configuration of the same Postgres build gives the same vector, byte for byte. This engine
// has no schema of its own, so the expression is repeated here; test/server/push/chunkVectors.test.ts
// fails when the two differ.
const VECTORS_SQL = `
  with doc as (
    select setweight(to_tsvector('english'::pg_catalog.regconfig,
      $1 || ' ' || $2 || ' ' || regexp_replace($1 || ' ' || $2, '[/._-]+', ' ', 'g')), 'A') as a
  )
  select (doc.a
          || setweight(to_tsvector('english'::pg_catalog.regconfig, coalesce(c.heading, '')), 'B')
          || setweight(to_tsvector('english'::pg_catalog.regconfig, c.content), 'D'))::text as fts
    from doc, unnest($3::text[], $4::text[]) with ordinality as c(heading, content, n)
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
  if (image) return PGlite.create({ loadDataDir: image, startParams });
  const fresh = await PGlite.create({ startParams });
  await saveSnapshot(key, fresh, 'text-search');
  const saved = await readSnapshot(key, 'text-search');
  if (!saved) return fresh;
  await fresh.close();
  return PGlite.create({ loadDataDir: saved, startParams });
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
