import { parentPort } from 'node:worker_threads';
import { parseDocument } from './parse';
import type { ContentType } from './formats';
import { withVectors, type VectorSource } from './chunkVectors';

/** A document to parse, as the extractor's pool sends it (the test workers take the same jobs). */
export interface ExtractJob {
  id: number;
  bytes: Uint8Array;
  contentType: ContentType;
  charset?: string | null;
  titleFromName?: boolean;
  /** Asked for when the platform's database is PGlite, which stems on the platform's own thread. */
  vectorsFor: VectorSource | null;
}

/** Chunks given their vectors per step: each step is progress that keeps the pool's time bound from firing. */
const VECTOR_STEP = 500;

/** Tells the pool this document's work goes on: parsing is done, or another step of vectors. */
const progress = (id: number) => parentPort?.postMessage({ id, progress: true });

/**
 * Parses one document and, when asked, computes its chunks' vectors (under the title it will carry). The
 * parse is bounded in time as a whole; the vectors, linear in text the limit per document bounds, in steps,
 * so a document at that limit on a busy machine is not stopped for its length.
 */
async function handle(job: ExtractJob) {
  const parsed = await parseDocument(job.bytes, job.contentType, {
    charset: job.charset,
    titleFromName: job.titleFromName,
  });
  if (!parsed.ok || !job.vectorsFor) return parsed;
  const source = { ...job.vectorsFor, title: parsed.title ?? job.vectorsFor.title };
  const chunks = [];
  try {
    for (let at = 0; at < parsed.chunks.length; at += VECTOR_STEP) {
      progress(job.id);
      chunks.push(...(await withVectors(source, parsed.chunks.slice(at, at + VECTOR_STEP))));
    }
  } catch {
    // Without them the chunks' trigger computes the vectors, on the platform's thread.
    return parsed;
  }
  return { ...parsed, chunks };
}

// One document at a time, in the order sent (the pool sends a few ahead and times the first); the pool
// restarts a worker that takes too long.
let turn = Promise.resolve();
parentPort?.on('message', (job: ExtractJob) => {
  turn = turn.then(() => handle(job).then((result) => parentPort?.postMessage({ id: job.id, result })));
});
