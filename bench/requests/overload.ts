import { summarize } from '../loadReport';
import { openLoop } from '../openLoop';
import { apiData, createBenchUsers } from '../postgres/benchWorld';
import { startPlatformProcess } from '../postgres/platformProcess';
import type { Row } from '../report';

// The overload section of `npm run bench` (`--only overload`): the request log's traffic (GraphQL with an
// API key and searches with a session, alternately) against one PGlite platform in a process of its own
// (so the load's client does not share its event loop), first as fast as 16
// clients get answers (its capacity), then offered at 1×, 2× and 4× that rate. Past capacity the platform
// should refuse (429/503 with Retry-After) rather than queue, so the requests it admits keep the latency
// they have when it is idle. `fraction` (< 1) shortens each phase for a quick run.

const FULL_SECONDS = 10;
const IDLE_RATE = 10;
const CLIENTS = 16;
export const FACTORS = [1, 2, 4] as const;

export interface OverloadLevel {
  factor: number;
  rate: number;
  sent: number;
  /** Answered 2xx: their latency from when each was due. */
  admittedP95: number;
  /** Refused with 429 or 503 (with Retry-After). */
  shed: number;
  /** Anything else: another status or no answer. */
  failed: number;
  /** How many refusals carried no Retry-After. */
  shedWithoutRetryAfter: number;
}

export interface OverloadResult {
  capacity: number;
  idleP95: number;
  levels: OverloadLevel[];
}

interface Target {
  graphql: () => Promise<Response>;
  search: () => Promise<Response>;
}

/** One user with a project and an API key on a fresh platform process. */
async function startTarget() {
  const platform = await startPlatformProcess(['--memory', '--speed', 'fast']);
  try {
    const base = platform.url;
    const [user] = await createBenchUsers(base, 1, 'overload');
    const project = `/projects/${user.projectId}`;
    const { key } = await apiData<{ key: string }>(base, user.token, 'POST', `${project}/api-keys`, { name: 'bench' });
    const body = JSON.stringify({ query: 'query Bench { project { id name } sources { id name } }' });
    const target: Target = {
      graphql: () =>
        fetch(`${base}/graphql/v1${project}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body,
        }),
      search: () =>
        fetch(`${base}/api${project}/search?q=guide&mode=keyword`, {
          headers: { authorization: `Bearer ${user.token}` },
        }),
    };
    return { platform, target };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}

const send = (target: Target, index: number) => (index % 2 === 0 ? target.graphql : target.search)();

/** Requests answered 2xx per second by CLIENTS clients each sending its next request on the last answer. */
async function capacityOf(target: Target, seconds: number): Promise<number> {
  let answered = 0;
  let index = 0;
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const response = await send(target, index++).catch(() => null);
      await response?.arrayBuffer();
      if (response?.ok) answered++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return answered / ((performance.now() - started) / 1000);
}

async function offer(target: Target, rate: number, seconds: number) {
  const admitted: number[] = [];
  let shed = 0;
  let failed = 0;
  let shedWithoutRetryAfter = 0;
  await openLoop(rate, seconds, (index, due) =>
    send(target, index).then(
      async (response) => {
        await response.arrayBuffer();
        if (response.ok) admitted.push(performance.now() - due);
        else if (response.status === 429 || response.status === 503) {
          shed++;
          if (!response.headers.get('retry-after')) shedWithoutRetryAfter++;
        } else failed++;
      },
      () => {
        failed++;
      },
    ),
  );
  return { admitted, shed, failed, shedWithoutRetryAfter, sent: Math.round(rate * seconds) };
}

export async function measureOverload(fraction = 1): Promise<OverloadResult> {
  const seconds = Math.max(3, Math.round(FULL_SECONDS * fraction));
  const { platform, target } = await startTarget();
  try {
    // The first requests pay for loading and compiling what later ones find ready.
    await offer(target, IDLE_RATE, 2);
    const idle = await offer(target, IDLE_RATE, seconds);
    const capacity = await capacityOf(target, seconds);
    const levels: OverloadLevel[] = [];
    for (const factor of FACTORS) {
      const rate = Math.max(1, Math.round(capacity * factor));
      const run = await offer(target, rate, seconds);
      levels.push({
        factor,
        rate,
        sent: run.sent,
        admittedP95: summarize(run.admitted).p95,
        shed: run.shed,
        failed: run.failed,
        shedWithoutRetryAfter: run.shedWithoutRetryAfter,
      });
    }
    return { capacity, idleP95: summarize(idle.admitted).p95, levels };
  } finally {
    await platform.stop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The section's rows: admitted p95 within 3× the idle p95 at every load, no failure but a refusal. */
export function overloadRows({ capacity, idleP95, levels }: OverloadResult): Row[] {
  return [
    { measurement: 'overload: capacity (2xx/s, 16 clients)', value: `${Math.round(capacity)}/s`, budget: '', ok: null },
    { measurement: `overload: idle p95 (${IDLE_RATE}/s)`, value: ms(idleP95), budget: '', ok: null },
    ...levels.flatMap((level) => {
      const at = `at ${level.factor}× capacity (${level.rate}/s)`;
      return [
        {
          measurement: `overload: admitted p95 ${at}`,
          value: ms(level.admittedP95),
          budget: '≤ 3× idle p95',
          ok: level.admittedP95 <= 3 * idleP95,
        },
        {
          measurement: `overload: shed ${at} (429/503 with Retry-After)`,
          value: `${((100 * level.shed) / level.sent).toFixed(1)} % (${level.shed} of ${level.sent})`,
          budget: '',
          ok: null,
        },
        {
          measurement: `overload: failed otherwise ${at}, refusals without Retry-After`,
          value: `${level.failed}, ${level.shedWithoutRetryAfter}`,
          budget: '0, 0',
          ok: level.failed === 0 && level.shedWithoutRetryAfter === 0,
        },
      ];
    }),
  ];
}
