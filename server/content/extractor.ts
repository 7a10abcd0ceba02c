import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Parsed } from './parse';
import type { ContentType } from './formats';
import type { VectorSource } from './chunkVectors';
import type { PlatformContext } from '../core/context';

const WORKER_URL = new URL('./extractWorker.ts', import.meta.url);
// tsx runs the worker's TypeScript, as it runs the platform's (a worker does not inherit the loader).
const BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;
/** A parser that runs longer than this is stopped and the document fails with the reason. */
const TIMEOUT_MS = 60_000;
/** A worker with nothing to do this long is stopped, giving back its text-search engine's memory. */
const IDLE_MS = 30_000;

interface Pending {
  id: number;
  bytes: Uint8Array;
  contentType: ContentType;
  vectorsFor: VectorSource | null;
  resolve: (result: Parsed) => void;
}

interface Slot {
  worker: Worker;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
}

/**
 * Parses documents in worker threads, so a batch of PDFs never stalls the platform's event loop (other
 * requests and realtime keep flowing). Workers start on first use and are shared by every run.
 */
export class Extractor {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  /**
   * With `vectors`, workers also compute each chunk's full-text vector (for a database that would
   * otherwise stem on the platform's own thread: PGlite).
   */
  constructor(
    private readonly vectors: boolean,
    private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1)),
  ) {}

  /**
   * The document's text and chunks, parsed in a worker (with their vectors for `source`, when this
   * extractor computes them); a parser that fails or stalls gives the reason.
   */
  parse(bytes: Uint8Array, contentType: ContentType, source: VectorSource): Promise<Parsed> {
    if (this.closed) return Promise.resolve({ ok: false, error: 'The platform is stopping' });
    const vectorsFor = this.vectors ? source : null;
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, bytes, contentType, vectorsFor, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, error: 'The platform is stopping' });
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, 'The platform is stopping')));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.job === null) ?? this.spawn();
      if (!slot) return;
      const job = this.queue.shift() as Pending;
      slot.job = job;
      slot.timer = setTimeout(() => void this.replace(slot, 'Parsing took too long and was stopped'), TIMEOUT_MS);
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.worker.postMessage({
        id: job.id,
        bytes: job.bytes,
        contentType: job.contentType,
        vectorsFor: job.vectorsFor,
      });
    }
  }

  private spawn(): Slot | null {
    if (this.slots.length >= this.size) return null;
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { entry: WORKER_URL.href } });
    const slot: Slot = { worker, job: null, timer: null, idle: null };
    worker.on('message', (message: { id: number; result: Parsed }) => {
      if (slot.job?.id !== message.id) return;
      this.settle(slot, message.result);
    });
    worker.on('error', (error) => void this.replace(slot, `The parser crashed (${error.message})`));
    worker.on('exit', () => {
      if (this.slots.includes(slot)) void this.replace(slot, 'The parser stopped unexpectedly');
    });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, result: Parsed): void {
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    slot.timer = null;
    job?.resolve(result);
    this.pump();
    if (slot.job === null) {
      slot.idle = setTimeout(() => void this.replace(slot, 'The parser was idle'), IDLE_MS);
      slot.idle.unref();
    }
  }

  /** A stuck or crashed worker fails its document and makes room for a fresh one. */
  private async replace(slot: Slot, reason: string): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.retire(slot, reason);
    this.pump();
  }

  private async retire(slot: Slot, reason: string): Promise<void> {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idle) clearTimeout(slot.idle);
    const job = slot.job;
    slot.job = null;
    job?.resolve({ ok: false, error: reason });
    await slot.worker.terminate();
  }
}

const extractors = new WeakMap<PlatformContext, Extractor>();

/** The platform's shared extractor; closed with the platform. */
export function extractorOf(ctx: PlatformContext): Extractor {
  let extractor = extractors.get(ctx);
  if (!extractor) {
    const created = new Extractor(ctx.db.embedded?.vectorsInWorker ?? false);
    extractors.set(ctx, created);
    ctx.onClose(() => created.close());
    extractor = created;
  }
  return extractor;
}
