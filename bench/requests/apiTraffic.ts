import { performance } from 'node:perf_hooks';
import { ANON_KEY } from '../../test/e2e/session';
import { openLoop } from '../openLoop';
import { apiData, createBenchUsers } from '../postgres/benchWorld';
import { startPlatformProcess, treeCpuMs, type PlatformProcess } from '../postgres/platformProcess';
import { loadClient, type Reply } from './loadClient';

// The request log's traffic, shared by the overload and request log sections: GraphQL with an API key and
// keyword searches with a session, alternately, against one PGlite platform in a process of its own (so
// the load's client does not share its event loop or its CPU time with the platform).

export interface ApiTraffic {
  platform: PlatformProcess;
  /** Sends the index-th request of the mix. */
  send: (index: number) => Promise<Reply>;
  /** Rows in the project's request log (read through the REST API, as the dashboard does). */
  recorded: () => Promise<number>;
  stop: () => Promise<void>;
}

/** One user with a project and an API key on a fresh platform process started with `args`. */
export async function startApiTraffic(args: string[] = []): Promise<ApiTraffic> {
  const platform = await startPlatformProcess(['--memory', '--speed', 'fast', ...args]);
  const client = loadClient(platform.url);
  const stop = async () => {
    client.close();
    await platform.stop();
  };
  try {
    const base = platform.url;
    const [user] = await createBenchUsers(base, 1, 'traffic');
    const project = `/projects/${user.projectId}`;
    const { key } = await apiData<{ key: string }>(base, user.token, 'POST', `${project}/api-keys`, { name: 'bench' });
    const graphql = {
      method: 'POST',
      path: `/graphql/v1${project}`,
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ query: 'query Bench { project { id name } sources { id name } }' }),
    };
    const search = {
      path: `/api${project}/search?q=guide&mode=keyword`,
      headers: { authorization: `Bearer ${user.token}` },
    };
    const recorded = async () => {
      const response = await fetch(`${base}/rest/v1/api_requests?select=id&project_id=eq.${user.projectId}`, {
        headers: { apikey: ANON_KEY, authorization: `Bearer ${user.token}`, prefer: 'count=exact', range: '0-0' },
      });
      await response.arrayBuffer();
      return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? NaN);
    };
    return { platform, send: (index) => client.send(index % 2 === 0 ? graphql : search), recorded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const CLIENTS = 16;

/** Requests answered 2xx per second by 16 clients, each sending its next request on the last answer. */
export async function capacityOf(traffic: ApiTraffic, seconds: number): Promise<number> {
  let answered = 0;
  let index = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const reply = await traffic.send(index++).catch(() => null);
      if (reply && reply.status < 300) answered++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return answered / ((performance.now() - started) / 1000);
}

export interface OfferedLoad {
  sent: number;
  /** Latencies of the 2xx answers, from when each request was due. */
  admitted: number[];
  /** Refused with 429 or 503, the platform's designed answer past capacity. */
  shed: number;
  shedWithoutRetryAfter: number;
  /** Anything else: another status or no answer. */
  failed: number;
  /** The load generator's event loop utilisation: near 1, it (not the platform) set the pace. */
  clientLoop: number;
  /** The platform process's CPU time per request sent. */
  platformCpuMsPerRequest: number;
}

/** Sends `rate` requests a second for `seconds` on schedule (open loop) and sorts the answers. */
export async function offer(traffic: ApiTraffic, rate: number, seconds: number): Promise<OfferedLoad> {
  const result = { admitted: [] as number[], shed: 0, shedWithoutRetryAfter: 0, failed: 0 };
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = treeCpuMs(traffic.platform.pid);
  const sent = Math.round(rate * seconds);
  await openLoop(rate, seconds, (index, due) =>
    traffic.send(index).then(
      (reply) => {
        if (reply.status >= 200 && reply.status < 300) result.admitted.push(performance.now() - due);
        else if (reply.status === 429 || reply.status === 503) {
          result.shed++;
          if (!reply.retryAfter) result.shedWithoutRetryAfter++;
        } else result.failed++;
      },
      () => {
        result.failed++;
      },
    ),
  );
  return {
    ...result,
    sent,
    clientLoop: performance.eventLoopUtilization(loopBefore).utilization,
    platformCpuMsPerRequest: (treeCpuMs(traffic.platform.pid) - cpuBefore) / sent,
  };
}
