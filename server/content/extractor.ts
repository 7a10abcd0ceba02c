import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Parsed } from './parse';
import type { ContentType } from './formats';
import type { VectorSource } from './chunkVectors';
import type { ExtractionSettings } from '../core/context';

const WORKER_URL = new URL('./extractWorker.ts', import.meta.url);
// tsx runs the worker's TypeScript, as it runs the platform's (a worker does not inherit the loader).
const BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;
/** A parser that runs longer than this is stopped and the document fails saying so. */
export const PARSE_TIMEOUT_MS = 60_000;
/** A parser's JavaScript heap; one that needs more is stopped and the document fails saying so. */
export const PARSE_MEMORY_MB = 512;
/**
 * Documents a worker holds at once: the one it parses and the next ones of the same tenant, waiting in its
 * port, so it goes on without waiting for the platform's thread to hand it work between two statements. A
 * document is queued behind another only while their bytes stay under PIPELINE_BYTES.
 */
const PIPELINE = 4;
const PIPELINE_BYTES = 4 * 1024 * 1024;
/** A worker with nothing to do this long is stopped, giving back its text-search engine's memory. */
const IDLE_MS = 30_000;
const STOPPING = 'The platform is stopping';

export interface ExtractorOptions extends ExtractionSettings {
  /** Workers also compute each chunk's full-text vector (for PGlite, which would stem on the platform's thread). */
  vectors: boolean;
}

/** What a caller knows of a document besides its bytes. */
export interface ParseOptions {
  /** Whose document it is: tenants are served in turn. */
  tenant?: string;
  /** The charset its sender declared. */
  charset?: string | null;
  /** Its title is only its file name, so a title in the file's own metadata (PDF) replaces it. */
  titleFromName?: boolean;
}

interface Pending {
  id: number;
  tenant: string;
  message: { bytes: Uint8Array; contentType: ContentType; vectorsFor: VectorSource | null } & ParseOptions;
  resolve: (result: Parsed) => void;
}

interface Slot {
  worker: Worker;
  /** The document being parsed first, then those of the same tenant sent after it, in order. */
  jobs: Pending[];
  timer: NodeJS.Timeout | null;
  idle: NodeJS.Timeout | null;
}

/**
 * Parses documents in worker threads, so a batch of PDFs never stalls the platform's event loop, and so
 * one tenant's slow documents never hold up another's: each tenant has its own queue, the queues are
 * served in turn, and a tenant uses at most `parallel` of the `parallel + 1` workers, so a second tenant
 * always finds one. A worker is handed a few of its tenant's documents ahead (PIPELINE). Each document
 * is bounded in wall time and heap (worker resourceLimits); a worker that passes either is stopped and
 * replaced, and the documents waiting behind the one it failed go back to their queue. Hand-written rather than piscina or tinypool: their queues
 * are one FIFO (a fair one is a custom queue plus a per-tenant cap on top), and their workers load a file
 * by path, where this one bootstraps tsx in an eval'd worker, as the platform itself runs.
 */
export class Extractor {
  private readonly slots: Slot[] = [];
  /** Tenants with waiting documents, in the order they are served next. */
  private readonly queues = new Map<string, Pending[]>();
  private readonly parallel: number;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ExtractorOptions) {
    this.parallel = options.parallel ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    this.timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
    this.memoryMb = options.memoryMb ?? PARSE_MEMORY_MB;
  }

  /**
   * The document's text and chunks, parsed in a worker (with their vectors for `source`, when this
   * extractor computes them); a parser that fails, stalls or passes a limit gives the reason.
   */
  parse(
    bytes: Uint8Array,
    contentType: ContentType,
    source: VectorSource,
    options: ParseOptions = {},
  ): Promise<Parsed> {
    if (this.closed) return Promise.resolve({ ok: false, error: STOPPING });
    const vectorsFor = this.options.vectors ? source : null;
    const tenant = options.tenant ?? '';
    return new Promise((resolve) => {
      const job = { id: this.nextId++, tenant, message: { ...options, bytes, contentType, vectorsFor }, resolve };
      const queue = this.queues.get(tenant);
      if (queue) queue.push(job);
      else this.queues.set(tenant, [job]);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.queues.values()) for (const job of queue) job.resolve({ ok: false, error: STOPPING });
    this.queues.clear();
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, STOPPING)));
  }

  /** Workers busy with this tenant's documents. */
  private share(tenant: string): number {
    return this.slots.filter((slot) => slot.jobs[0]?.tenant === tenant).length;
  }

  /** The next document in turn: the first tenant in line that is under its share goes to the back of it. */
  private take(): Pending | null {
    for (const [tenant, queue] of this.queues) {
      if (this.share(tenant) >= this.parallel) continue;
      const job = queue.shift() as Pending;
      this.queues.delete(tenant);
      if (queue.length > 0) this.queues.set(tenant, queue);
      return job;
    }
    return null;
  }

  private pump(): void {
    for (;;) {
      const free = this.slots.find((s) => s.jobs.length === 0);
      if (!free && this.slots.length > this.parallel) break;
      const job = this.take();
      if (!job) break;
      const slot = free ?? this.spawn();
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      this.send(slot, job);
      this.arm(slot);
    }
    for (const slot of this.slots) this.fill(slot);
  }

  /** Hands a busy worker its tenant's next documents, up to PIPELINE of them and PIPELINE_BYTES. */
  private fill(slot: Slot): void {
    const tenant = slot.jobs[0]?.tenant;
    const queue = tenant === undefined ? undefined : this.queues.get(tenant);
    if (tenant === undefined || !queue) return;
    let bytes = slot.jobs.reduce((sum, job) => sum + job.message.bytes.length, 0);
    while (queue.length > 0 && slot.jobs.length < PIPELINE && bytes + queue[0].message.bytes.length <= PIPELINE_BYTES) {
      const job = queue.shift() as Pending;
      bytes += job.message.bytes.length;
      this.send(slot, job);
    }
    if (queue.length === 0) this.queues.delete(tenant);
  }

  private send(slot: Slot, job: Pending): void {
    slot.jobs.push(job);
    slot.worker.postMessage({ id: job.id, ...job.message });
  }

  /** Gives the slot's document timeoutMs from now: to parse, or to show its next step of progress. */
  private arm(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(
      () => void this.replace(slot, `Parsing took longer than ${this.timeoutMs / 1000} s and was stopped`),
      this.timeoutMs,
    );
  }

  private spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { ...this.options.workerData, entry: (this.options.entry ?? WORKER_URL).href },
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb },
    });
    const slot: Slot = { worker, jobs: [], timer: null, idle: null };
    worker.on('message', (message: { id: number; result: Parsed } | { id: number; progress: true }) => {
      if (slot.jobs[0]?.id !== message.id) return;
      if ('progress' in message) this.arm(slot);
      else this.settle(slot, message.result);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const reason =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `Parsing needed more than ${this.memoryMb} MB of memory and was stopped`
          : `The parser crashed (${error.message})`;
      void this.replace(slot, reason);
    });
    worker.on('exit', () => {
      if (this.slots.includes(slot)) void this.replace(slot, 'The parser stopped unexpectedly');
    });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** The worker is done with its first document: the next one it holds, if any, is parsing now. */
  private release(slot: Slot): Pending | null {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.jobs.shift() ?? null;
    if (slot.jobs.length > 0) this.arm(slot);
    return job;
  }

  private settle(slot: Slot, result: Parsed): void {
    this.release(slot)?.resolve(result);
    this.pump();
    if (slot.jobs.length === 0) {
      slot.idle = setTimeout(() => void this.replace(slot, 'The parser was idle'), IDLE_MS);
      slot.idle.unref();
    }
  }

  /** A stuck, crashed or over-limit worker fails its document and makes room for a fresh one. */
  private async replace(slot: Slot, reason: string): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.retire(slot, reason);
    this.pump();
  }

  /** Fails the worker's current document; those it held behind it go back to the front of their queue. */
  private async retire(slot: Slot, reason: string): Promise<void> {
    if (slot.idle) clearTimeout(slot.idle);
    if (slot.timer) clearTimeout(slot.timer);
    const [current, ...behind] = slot.jobs.splice(0);
    current?.resolve({ ok: false, error: reason });
    if (this.closed) for (const job of behind) job.resolve({ ok: false, error: STOPPING });
    else if (behind.length > 0) {
      const tenant = behind[0].tenant;
      this.queues.set(tenant, [...behind, ...(this.queues.get(tenant) ?? [])]);
    }
    await slot.worker.terminate();
  }
}

declare module '../core/services' {
  interface PlatformServices {
    /** The platform's parsing workers (closed with the platform). */
    extractor: Extractor;
  }
}
