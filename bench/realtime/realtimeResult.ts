export interface Timing {
  wallMs: number;
  /** CPU time of the process: less sensitive than wall time to other work on a shared machine. */
  cpuMs: number;
}

export const RESULT_MARKER = 'BENCH_REALTIME_RESULT ';

/** What the realtime scenario reports (written as JSON by the Vitest run, read by bench/run.ts). */
export interface RealtimeResult {
  events: number;
  rows: number;
  /** Mean size of one frame in characters. */
  frameBytes: number;
  /** Frames through the app's realtime client into the store and the mounted list, one task each. */
  apply: Timing;
  /** JSON.parse of the same frames, delivered the same way (one task each); mean of a run before and after. */
  parseOnly: Timing;
  /** JSON.parse of the same frames in one synchronous loop (for reference). */
  parseOnlySyncMs: number;
  /** apply / parseOnly in CPU time (the budget: ≤ 3). */
  ratio: number;
  wallRatio: number;
  /** The same number of newer frames with the list unmounted: client and store only. */
  storeOnly: Timing;
  /** Commits of the React root (DevTools hook) during the measured run. */
  commits: number;
  commitsPerEvent: number;
  tracedCommitsPerEvent: number;
  /** Component renders per event in the traced run, by component name. */
  rendersPerEvent: Record<string, number>;
  /** Component renders for a single change (one event, then the UI settles). */
  oneChangeRenders: Record<string, number>;
  reactBuild: string;
}
