import { parentPort } from 'node:worker_threads';
import { parseDocument } from './parse';
import type { ContentType } from './formats';
import { withVectors, type VectorSource } from './chunkVectors';

interface Job {
  id: number;
  bytes: Uint8Array;
  contentType: ContentType;
  charset?: string | null;
  titleFromName?: boolean;
  /** Asked for when the platform's database is PGlite, which stems on the platform's own thread. */
  vectorsFor: VectorSource | null;
}

/** Parses one document and, when asked, computes its chunks' vectors (under the title it will carry). */
async function handle(job: Job) {
  const parsed = await parseDocument(job.bytes, job.contentType, {
    charset: job.charset,
    titleFromName: job.titleFromName,
  });
  if (!parsed.ok || !job.vectorsFor) return parsed;
  const source = { ...job.vectorsFor, title: parsed.title ?? job.vectorsFor.title };
  // Without them the chunks' trigger computes the vectors, on the platform's thread.
  const chunks = await withVectors(source, parsed.chunks).catch(() => parsed.chunks);
  return { ...parsed, chunks };
}

// One document at a time: the pool hands out work and restarts a worker that takes too long.
parentPort?.on('message', (job: Job) => {
  void handle(job).then((result) => parentPort?.postMessage({ id: job.id, result }));
});
