import { setTimeout as sleep } from 'node:timers/promises';
import type { PlatformBase } from '../core/context';
import { claimLease, leaseMs, releaseLease, renewLease } from './leases';
import { DatabaseUnavailable } from '../db/failures';

type Work = (signal: AbortSignal) => Promise<void>;

/** The key of a source's indexing work: one job (and lease) per source, whoever started it. */
export const jobKey = (sourceId: string) => `source:${sourceId}`;
/** How long a chore stopped by a database outage waits before it starts again (scaled by --speed). */
const OUTAGE_RETRY_MS = 5_000;

/**
 * Background work of one platform, keyed (e.g. by source id) so the same thing never runs twice.
 * close() aborts everything and waits, so no job touches the database after it is closed.
 * queue() and takeOver() also claim the key as a lease in the database, so of several instances on one
 * database only one works under a key at a time, and another takes it over when the holder dies.
 */
export class JobRunner {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private closed = false;

  constructor(private readonly ctx: PlatformBase) {}

  /**
   * Starts work under key unless something already runs under it; returns whether it started. Work that
   * fails because the database is unavailable is started again once it may be back, so a periodic chore
   * outlives an outage.
   */
  start(key: string, work: Work): boolean {
    return this.launch(key, (signal) => throughOutages(this.ctx, signal, () => work(signal)));
  }

  private launch(key: string, work: Work): boolean {
    if (this.closed || this.running.has(key)) return false;
    const controller = new AbortController();
    const done = work(controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`[simulation] ${key} failed`, error);
      })
      .finally(() => {
        if (this.running.get(key)?.controller === controller) this.running.delete(key);
      });
    this.running.set(key, { controller, done });
    return true;
  }

  /**
   * Starts work under key once whatever runs under it now is over, here (a run that has just written its
   * last row may not have left the map yet when the next request for the same source arrives) or on
   * another instance (it waits for that instance's lease). failed hears why work never began (the
   * lease could not be claimed: the database is down or its disk full; or the platform is closing).
   */
  queue(key: string, work: Work, failed?: (error: unknown) => void): void {
    const current = this.running.get(key);
    if (current) void current.done.then(() => this.queue(key, work, failed));
    else if (!this.launch(key, this.leased(key, work, true, failed))) failed?.(new Error('The platform is stopping'));
  }

  /** Starts work under key unless it runs here or another instance holds its lease; returns whether it started. */
  takeOver(key: string, work: Work): boolean {
    return this.launch(key, this.leased(key, work, false));
  }

  /**
   * Work that first claims the lease named key (waiting for it, or giving up at once), renews it while it
   * runs, stops when it is lost (another instance took it over) and releases it at the end.
   */
  private leased(key: string, work: Work, wait: boolean, failed?: (error: unknown) => void): Work {
    const ctx = this.ctx;
    return async (signal) => {
      try {
        while (!(await claimLease(ctx, key))) {
          if (!wait) return;
          await pause(ctx, 500, signal);
        }
      } catch (error) {
        failed?.(error);
        throw error;
      }
      const held = new AbortController();
      const stop = () => held.abort();
      signal.addEventListener('abort', stop);
      const renewal = setInterval(
        () => {
          renewLease(ctx, key).then(
            (kept) => kept || stop(),
            () => undefined,
          );
        },
        leaseMs(ctx) / 3,
      );
      try {
        await work(held.signal);
      } finally {
        clearInterval(renewal);
        signal.removeEventListener('abort', stop);
        await releaseLease(ctx, key).catch(() => undefined);
      }
    };
  }

  /** Waits for the work under key here, if any, to end (however it ends). */
  async settled(key: string): Promise<void> {
    await this.running.get(key)?.done;
  }

  /** Stops the work under key (it ends at its next pause) and waits for it. */
  async cancel(key: string): Promise<void> {
    const job = this.running.get(key);
    if (!job) return;
    this.running.delete(key);
    job.controller.abort();
    await job.done;
  }

  async close(): Promise<void> {
    this.closed = true;
    const jobs = [...this.running.values()];
    this.running.clear();
    for (const job of jobs) job.controller.abort();
    await Promise.allSettled(jobs.map((job) => job.done));
  }
}

declare module '../core/services' {
  interface PlatformServices {
    /** The platform's background work, keyed and leased (closed with the platform). */
    jobs: JobRunner;
  }
}

/** Runs fn, and again after a pause each time it fails because the database is unavailable. */
export async function throughOutages<T>(ctx: PlatformBase, signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (signal.aborted || !(error instanceof DatabaseUnavailable)) throw error;
      await pause(ctx, OUTAGE_RETRY_MS, signal);
    }
  }
}

/** Simulated work time; rejects when the job is cancelled. */
export const pause = (ctx: PlatformBase, normalMs: number, signal: AbortSignal) =>
  sleep(ctx.delay(normalMs), undefined, { signal });
