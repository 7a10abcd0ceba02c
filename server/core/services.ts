import type { SessionEvents } from './sessionEvents';

/**
 * The services a platform creates once (server/platform.ts) and every module finds on its context. Each
 * folder above core declares its own field here with `declare module '../core/services'`, so core names
 * none of their types and imports nothing above it; the context's type then lists them all, and the
 * platform cannot be built without each. Declared that way:
 * - `jobs` (server/jobs/jobs.ts): background work keyed and leased across instances;
 * - `requestLog` (server/requests/recorder.ts): the request log's batched writer;
 * - `embeddingWork` (server/search/embeddingWork.ts): embedding passes, queued per project;
 * - `extractor` (server/content/extractor.ts): the worker pool that parses documents.
 */
export interface PlatformServices {
  /** Logouts and revocations announce the sessions they ended here (realtime closes their channels). */
  sessions: SessionEvents;
}
