import { summarize, type Summary } from '../loadReport';
import { capacityOf, offer, startApiTraffic, type ApiTraffic } from './apiTraffic';

// What recording the API's requests costs the API: the request log's traffic (bench/requests/apiTraffic.ts)
// on schedule (open loop) against a platform process started with the request log on and one started
// with it off (`--no-request-log`). Runs alternate off/on so a neighbour's load on the machine falls on
// both; each mode's latencies are pooled. The rate is the one asked for, or half the capacity measured
// first when that is lower: past capacity both sides queue or shed and their latencies compare nothing.

export interface RecordingModeResult {
  latency: Summary;
  /** Requests answered neither 2xx nor refused (429/503), or not answered. */
  failed: number;
  /** Requests refused with 429/503: the platform's designed answer past capacity, not a failure. */
  shed: number;
  /** Rows the run added to the project's request log (on) — proof the log was written while measured. */
  recorded: number;
  /** Answered requests the log does not hold once it is written. */
  missing: number;
  /** The platform process's CPU time per measured request. */
  cpuMsPerRequest: number;
}

export interface RecordingCostResult {
  /** The rate asked for, and the one measured (lower when the platform's capacity is). */
  askedRate: number;
  rate: number;
  capacity: number;
  seconds: number;
  off: RecordingModeResult;
  on: RecordingModeResult;
  /** p95 with recording on over p95 with it off. */
  p95Ratio: number;
  /** CPU per request on over off: what recording costs, less moved than latency by a busy machine. */
  cpuRatio: number;
}

const WARM_UP_SECONDS = 2;
const CAPACITY_SECONDS = 3;
// Longer than the log's flush interval (250 ms), so two equal counts mean its writer has caught up.
const SETTLE_POLL_MS = 600;
const SETTLE_MAX_MS = 10_000;

/** The log's row count once its writer has caught up: it reaches `expected`, or stops growing. */
async function settledCount(traffic: ApiTraffic, expected: number): Promise<number> {
  const until = performance.now() + SETTLE_MAX_MS;
  let last = await traffic.recorded();
  while (last < expected && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const now = await traffic.recorded();
    if (now === last) break;
    last = now;
  }
  return last;
}

async function runMode(recordRequests: boolean, rate: number, seconds: number) {
  const traffic = await startApiTraffic(recordRequests ? [] : ['--no-request-log']);
  try {
    await offer(traffic, rate, WARM_UP_SECONDS);
    const before = await settledCount(traffic, Infinity);
    const run = await offer(traffic, rate, seconds);
    const answered = run.admitted.length;
    const recorded = (await settledCount(traffic, before + answered)) - before;
    return { ...run, recorded, missing: recordRequests ? Math.max(0, answered - recorded) : 0 };
  } finally {
    await traffic.stop();
  }
}

async function measureCapacity(): Promise<number> {
  const traffic = await startApiTraffic();
  try {
    await offer(traffic, 10, WARM_UP_SECONDS);
    return await capacityOf(traffic, CAPACITY_SECONDS);
  } finally {
    await traffic.stop();
  }
}

export async function measureRecordingCost(
  askedRate: number,
  seconds: number,
  rounds = 2,
): Promise<RecordingCostResult> {
  const capacity = await measureCapacity();
  const rate = Math.max(1, Math.min(askedRate, Math.round(capacity / 2)));
  const pooled = {
    off: { latencies: [] as number[], failed: 0, shed: 0, recorded: 0, missing: 0, cpuMs: 0, sent: 0 },
    on: { latencies: [] as number[], failed: 0, shed: 0, recorded: 0, missing: 0, cpuMs: 0, sent: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['off', 'on'] as const) {
      const run = await runMode(mode === 'on', rate, seconds);
      const into = pooled[mode];
      into.latencies.push(...run.admitted);
      into.failed += run.failed;
      into.shed += run.shed;
      into.recorded += run.recorded;
      into.missing += run.missing;
      into.cpuMs += run.platformCpuMsPerRequest * run.sent;
      into.sent += run.sent;
    }
  }
  const result = (mode: 'off' | 'on'): RecordingModeResult => {
    const { latencies, cpuMs, sent, ...rest } = pooled[mode];
    return { latency: summarize(latencies), ...rest, cpuMsPerRequest: cpuMs / sent };
  };
  const off = result('off');
  const on = result('on');
  return {
    askedRate,
    rate,
    capacity,
    seconds: seconds * rounds,
    off,
    on,
    p95Ratio: on.latency.p95 / off.latency.p95,
    cpuRatio: on.cpuMsPerRequest / off.cpuMsPerRequest,
  };
}
