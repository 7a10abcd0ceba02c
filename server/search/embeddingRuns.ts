import type { Transaction } from '../db/types';
import type { PlatformContext } from '../core/context';
import { toVectorLiteral, type Embedder } from './embedder';
import { platformEmbedder } from './platformEmbedder';

// Chunks read, embedded and written per step: one step's work is small enough to cancel promptly.
const BATCH = 200;
const MAX_LOG_LINES = 50;

/** Whether this database has pgvector and so the embeddings table (migration 0010 creates it only then). */
export async function vectorsAvailable(tx: Pick<Transaction, 'query'>): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>("select to_regclass('public.chunk_embeddings') is not null as ok");
  return rows[0].ok;
}

const appendLog = (tx: Transaction, runId: string, message: string) =>
  tx.query(
    `update public.embedding_runs
        set log = (case when jsonb_array_length(log) >= ${MAX_LOG_LINES} then log - 0 else log end)
                  || jsonb_build_array(jsonb_build_object('at', now(), 'message', $2::text))
      where id = $1`,
    [runId, message],
  );

interface ChunkToEmbed {
  id: string;
  owner_id: string;
  project_id: string;
  content: string;
  title: string | null;
}

interface Embedded {
  chunk: ChunkToEmbed;
  literal: string;
}

/** Embeds outside any transaction: an endpoint may take seconds, and the database has one connection. */
async function embedChunks(embedder: Embedder, chunks: ChunkToEmbed[]): Promise<Embedded[]> {
  const vectors = await embedder.embed(chunks.map((c) => (c.title ? `${c.title}\n${c.content}` : c.content)));
  return chunks.flatMap((chunk, i) => {
    const vector = vectors[i];
    return vector ? [{ chunk, literal: toVectorLiteral(vector) }] : [];
  });
}

/**
 * Stores vectors (replacing another embedder's) for chunks that still exist and still want them, and takes
 * every chunk read off the project's waiting list (private.chunks_to_embed, migration 0028).
 */
async function storeEmbeddings(
  tx: Transaction,
  projectId: string,
  embedderId: string,
  read: string[],
  embedded: Embedded[],
): Promise<number> {
  await tx.query('delete from private.chunks_to_embed where project_id = $1 and chunk_id = any($2::uuid[])', [
    projectId,
    read,
  ]);
  if (embedded.length === 0) return 0;
  const { rowCount } = await tx.query(
    `insert into public.chunk_embeddings (chunk_id, owner_id, project_id, embedder, embedding)
     select t.id, t.owner_id, t.project_id, $4, t.embedding::extensions.vector
       from unnest($1::uuid[], $2::uuid[], $3::uuid[], $5::text[]) as t(id, owner_id, project_id, embedding)
       join public.document_chunks c on c.id = t.id
       join public.projects p on p.id = t.project_id
      where (p.settings -> 'features' ->> 'semanticSearch')::boolean
     on conflict (chunk_id) do update set embedder = excluded.embedder, embedding = excluded.embedding, created_at = now()`,
    [
      embedded.map((k) => k.chunk.id),
      embedded.map((k) => k.chunk.owner_id),
      embedded.map((k) => k.chunk.project_id),
      embedderId,
      embedded.map((k) => k.literal),
    ],
  );
  return rowCount ?? 0;
}

// A probe by key per chunk: written as a join, the plan merged each batch with the stored vectors from
// the first one on (no start key), so a batch could read every vector stored before it.
const WANTS_VECTOR = '(select e.embedder from public.chunk_embeddings e where e.chunk_id = c.id) is distinct from $2';

const CHUNKS_TO_EMBED = `
  from public.document_chunks c
  join public.documents d on d.id = c.document_id
 where c.project_id = $1 and ${WANTS_VECTOR}`;

/** Where a pass finds its chunks: every chunk of the project (a run), or those waiting since they were written. */
type PassScope = 'project' | 'written';

const BATCH_SQL: Record<PassScope, string> = {
  project: `select c.id, c.owner_id, c.project_id, c.content, d.title, c.id as key, true as wanted
              ${CHUNKS_TO_EMBED} and c.id > $3 order by c.id limit ${BATCH}`,
  // A waiting chunk that is gone, or that a run has embedded since, is only taken off the list.
  written: `select c.id, c.owner_id, c.project_id, c.content, d.title, w.chunk_id as key,
                   c.id is not null and ${WANTS_VECTOR} as wanted
              from private.chunks_to_embed w
              left join public.document_chunks c on c.id = w.chunk_id
              left join public.documents d on d.id = c.document_id
             where w.project_id = $1 and w.chunk_id > $3 order by w.chunk_id limit ${BATCH}`,
};

/**
 * Embeds the chunks of the pass's scope that lack a vector of this embedder, in id order (a keyset, so
 * chunks without a known word are passed over once, not forever). Stops when keepGoing() says so.
 */
async function embedPending(
  ctx: PlatformContext,
  projectId: string,
  embedder: Embedder,
  scope: PassScope,
  keepGoing: () => Promise<boolean>,
  progress: (tx: Transaction, seen: number, stored: number) => Promise<void>,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  while (await keepGoing()) {
    const { rows } = await ctx.db.query<ChunkToEmbed & { key: string; wanted: boolean }>(BATCH_SQL[scope], [
      projectId,
      embedder.id,
      after,
    ]);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].key;
    const wanted = rows.filter((row) => row.wanted);
    const embedded = await embedChunks(embedder, wanted);
    if (!(await keepGoing())) return;
    await ctx.asService(async (tx) =>
      progress(
        tx,
        wanted.length,
        await storeEmbeddings(
          tx,
          projectId,
          embedder.id,
          rows.map((row) => row.key),
          embedded,
        ),
      ),
    );
  }
}

async function runLoop(
  ctx: PlatformContext,
  runId: string,
  projectId: string,
  embedder: Embedder,
  closing: () => boolean,
) {
  const stillRunning = async () =>
    !closing() &&
    (await ctx.db.query<{ status: string }>('select status from public.embedding_runs where id = $1', [runId])).rows[0]
      ?.status === 'RUNNING';
  try {
    await ctx.asService((tx) => appendLog(tx, runId, `Loading the embedder ${embedder.id}`));
    await embedder.ready();
    const total = await ctx.asService(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n ${CHUNKS_TO_EMBED}`, [
        projectId,
        embedder.id,
      ]);
      await tx.query('update public.embedding_runs set chunks_total = $2 where id = $1', [runId, rows[0].n]);
      await appendLog(tx, runId, `${rows[0].n} chunks to embed`);
      return rows[0].n;
    });
    let skipped = 0;
    await embedPending(ctx, projectId, embedder, 'project', stillRunning, async (tx, seen, stored) => {
      skipped += seen - stored;
      await tx.query('update public.embedding_runs set chunks_embedded = chunks_embedded + $2 where id = $1', [
        runId,
        stored,
      ]);
    });
    await ctx.asService(async (tx) => {
      const { rows } = await tx.query<{ chunks_embedded: number }>(
        `update public.embedding_runs set status = 'SUCCEEDED', finished_at = now()
          where id = $1 and status = 'RUNNING' returning chunks_embedded`,
        [runId],
      );
      if (!rows[0]) return;
      if (skipped > 0)
        await appendLog(
          tx,
          runId,
          `${skipped} chunks have no word the embedder knows; keyword search still finds them`,
        );
      await appendLog(tx, runId, `Embedded ${rows[0].chunks_embedded} of ${total} chunks`);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx
      .asService(async (tx) => {
        await tx.query(
          "update public.embedding_runs set status = 'FAILED', error = $2, finished_at = now() where id = $1 and status = 'RUNNING'",
          [runId, message],
        );
        await appendLog(tx, runId, `Failed: ${message}`);
      })
      .catch(() => undefined);
  }
}

/** Starts the project's embedding run unless one is running; the run proceeds in the background. */
export async function startEmbeddingRun(
  ctx: PlatformContext,
  ownerId: string,
  projectId: string,
  embedder = platformEmbedder(),
  onFinished?: () => Promise<void>,
): Promise<string | null> {
  const runId = await ctx.asService(async (tx) => {
    if (!(await vectorsAvailable(tx))) return null;
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.embedding_runs (owner_id, project_id, embedder) values ($1, $2, $3)
       on conflict (project_id) where status = 'RUNNING' do nothing returning id`,
      [ownerId, projectId, embedder.id],
    );
    return rows[0]?.id ?? null;
  });
  if (!runId) return null;
  ctx.embeddingWork.track(projectId, (closing) =>
    runLoop(ctx, runId, projectId, embedder, closing).then(() => (closing() ? undefined : onFinished?.())),
  );
  return runId;
}

/** Cancels the project's running embedding run; true when there was one. */
export async function cancelEmbeddingRun(tx: Transaction, projectId: string): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `update public.embedding_runs set status = 'CANCELLED', finished_at = now()
      where project_id = $1 and status = 'RUNNING' and owner_id = auth.uid() returning id`,
    [projectId],
  );
  if (rows[0]) await appendLog(tx, rows[0].id, 'Cancelled');
  return rows.length > 0;
}

/** Semantic search switched off: any run stops and the project's vectors are dropped. */
export async function dropEmbeddings(tx: Transaction, projectId: string): Promise<void> {
  await cancelEmbeddingRun(tx, projectId);
  if (await vectorsAvailable(tx)) {
    await tx.query('delete from public.chunk_embeddings where project_id = $1 and owner_id = auth.uid()', [projectId]);
  }
}

/** Resolves when the project's embedding work queued so far has ended (tests, benchmarks). */
export const embeddingSettled = (ctx: PlatformContext, projectId: string): Promise<void> =>
  ctx.embeddingWork.settled(projectId);

/**
 * New chunks are embedded as they are indexed: after a document's chunks are written, the chunks waiting
 * on the project's list (written while semantic search was on) are embedded in the background, so the
 * pass costs what was written, not the project's size (no run row: a run is the switch's whole-project
 * pass). Queued behind any running pass of the same project.
 */
export function embedNewChunks(
  ctx: PlatformContext,
  projectId: string,
  embedder = platformEmbedder(),
  then?: () => Promise<void>,
): void {
  ctx.embeddingWork.track(projectId, async (closing) => {
    await embedPendingIfOn(ctx, projectId, embedder, closing);
    if (!closing()) await then?.();
  });
}

async function embedPendingIfOn(ctx: PlatformContext, projectId: string, embedder: Embedder, closing: () => boolean) {
  const on = async () =>
    !closing() &&
    (
      await ctx.db.query<{ on: boolean }>(
        "select coalesce((settings -> 'features' ->> 'semanticSearch')::boolean, false) as on from public.projects where id = $1",
        [projectId],
      )
    ).rows[0]?.on === true;
  if (!(await on()) || !(await vectorsAvailable(ctx.db))) return;
  await embedPending(ctx, projectId, embedder, 'written', on, async () => undefined);
}
