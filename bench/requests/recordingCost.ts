import { summarize, type Summary } from '../loadReport';
import { startPlatform, type Platform } from '../../server/platform';
import { ANON_KEY } from '../../test/e2e/session';
import { DEMO } from '../benchPlatform';
import { openLoop } from '../openLoop';

// What recording the API's requests costs the API: the same open-loop traffic (GraphQL with an API key
// and searches with a session, alternately, at a fixed rate) against a platform started with the request
// log on and one started with it off (`recordRequests: false`). Runs alternate off/on so a neighbour's
// load on the machine falls on both; each mode's latencies are pooled.

export interface RecordingModeResult {
  latency: Summary;
  /** Requests that did not answer 2xx. */
  failed: number;
  /** Rows in api_requests after the run (on) — proof the log was written while measured. */
  recorded: number;
  dropped: number;
  /** This process's CPU time per measured request (platform and client together, the flush included). */
  cpuMsPerRequest: number;
}

export interface RecordingCostResult {
  rate: number;
  seconds: number;
  off: RecordingModeResult;
  on: RecordingModeResult;
  /** p95 with recording on over p95 with it off. */
  p95Ratio: number;
  /** CPU per request on over off: what recording costs, less moved than latency by a busy machine. */
  cpuRatio: number;
}

const WARM_UP_SECONDS = 2;

interface Target {
  platform: Platform;
  graphql: () => Promise<Response>;
  search: () => Promise<Response>;
}

async function startTarget(recordRequests: boolean): Promise<Target> {
  const platform = await startPlatform({ port: 0, memory: true, seed: true, speed: 'fast', recordRequests });
  const base = platform.url;
  const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const session = { authorization: `Bearer ${token}` };
  const projects = await fetch(`${base}/rest/v1/projects?select=id&state=eq.active&order=created_at&limit=1`, {
    headers: { ...session, apikey: ANON_KEY },
  });
  const projectId = ((await projects.json()) as { id: string }[])[0].id;
  const created = await fetch(`${base}/api/projects/${projectId}/api-keys`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  const { key } = ((await created.json()) as { data: { key: string } }).data;
  const body = JSON.stringify({ query: 'query Bench { project { id name } sources { id name } }' });
  return {
    platform,
    graphql: () =>
      fetch(`${base}/graphql/v1/projects/${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body,
      }),
    search: () => fetch(`${base}/api/projects/${projectId}/search?q=guide&mode=keyword`, { headers: session }),
  };
}

/** Sends `rate` requests a second for `seconds` on schedule (open loop) and returns each one's latency. */
async function drive(target: Target, rate: number, seconds: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  await openLoop(rate, seconds, (index, due) =>
    (index % 2 === 0 ? target.graphql : target.search)().then(
      async (response) => {
        await response.arrayBuffer();
        latencies.push(performance.now() - due);
        if (!response.ok) failed++;
      },
      () => {
        failed++;
      },
    ),
  );
  return { latencies, failed };
}

async function runMode(recordRequests: boolean, rate: number, seconds: number) {
  const target = await startTarget(recordRequests);
  try {
    await drive(target, rate, WARM_UP_SECONDS);
    await target.platform.ctx.requestLog.flush();
    const cpuBefore = process.cpuUsage();
    const run = await drive(target, rate, seconds);
    await target.platform.ctx.requestLog.flush();
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const { rows } = await target.platform.ctx.asService((tx) =>
      tx.query<{ recorded: number; dropped: number }>(
        `select (select count(*)::int from public.api_requests) as recorded,
                (select coalesce(sum(dropped), 0)::int from private.api_request_drops) as dropped`,
      ),
    );
    return { ...run, ...rows[0], cpuMs };
  } finally {
    await target.platform.close();
  }
}

export async function measureRecordingCost(rate: number, seconds: number, rounds = 2): Promise<RecordingCostResult> {
  const pooled = {
    off: { latencies: [] as number[], failed: 0, recorded: 0, dropped: 0, cpuMs: 0 },
    on: { latencies: [] as number[], failed: 0, recorded: 0, dropped: 0, cpuMs: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['off', 'on'] as const) {
      const run = await runMode(mode === 'on', rate, seconds);
      const into = pooled[mode];
      into.latencies.push(...run.latencies);
      into.failed += run.failed;
      into.recorded += run.recorded;
      into.dropped += run.dropped;
      into.cpuMs += run.cpuMs;
    }
  }
  const result = (mode: 'off' | 'on'): RecordingModeResult => {
    const { latencies, cpuMs, ...rest } = pooled[mode];
    return { latency: summarize(latencies), ...rest, cpuMsPerRequest: cpuMs / latencies.length };
  };
  const off = result('off');
  const on = result('on');
  return {
    rate,
    seconds: seconds * rounds,
    off,
    on,
    p95Ratio: on.latency.p95 / off.latency.p95,
    cpuRatio: on.cpuMsPerRequest / off.cpuMsPerRequest,
  };
}
