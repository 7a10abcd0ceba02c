import { parentPort } from 'node:worker_threads';
import { parseDocument } from './parse';
import type { ContentType } from './formats';

interface Job {
  id: number;
  bytes: Uint8Array;
  contentType: ContentType;
}

// One document at a time: the pool hands out work and restarts a worker that takes too long.
parentPort?.on('message', (job: Job) => {
  void parseDocument(job.bytes, job.contentType).then((result) => parentPort?.postMessage({ id: job.id, result }));
});
