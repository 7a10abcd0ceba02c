import { summarize } from '../loadReport';
import type { Row } from '../report';
import { capacityOf, offer, startApiTraffic } from './apiTraffic';

// The overload section of `npm run bench` (`--only overload`): the request log's traffic (bench/requests/
// apiTraffic.ts) against one PGlite platform in a process of its own, first as fast as 16 clients get
// answers (its capacity), then offered at 1×, 2× and 4× that rate. Past capacity the platform should
// refuse (429/503 with Retry-After) rather than queue, so the requests it admits keep the latency they
// have when it is idle. `fraction` (< 1) shortens each phase for a quick run.

const FULL_SECONDS = 10;
const IDLE_RATE = 10;
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
  /** The load generator's event loop utilisation: near 1, the client set the pace, not the platform. */
  clientLoop: number;
  platformCpuMsPerRequest: number;
}

export interface OverloadResult {
  capacity: number;
  idleP95: number;
  levels: OverloadLevel[];
}

export async function measureOverload(fraction = 1): Promise<OverloadResult> {
  const seconds = Math.max(3, Math.round(FULL_SECONDS * fraction));
  const traffic = await startApiTraffic();
  try {
    // The first requests pay for loading and compiling what later ones find ready.
    await offer(traffic, IDLE_RATE, 2);
    const idle = await offer(traffic, IDLE_RATE, seconds);
    const capacity = await capacityOf(traffic, seconds);
    const levels: OverloadLevel[] = [];
    for (const factor of FACTORS) {
      const rate = Math.max(1, Math.round(capacity * factor));
      const { admitted, ...run } = await offer(traffic, rate, seconds);
      levels.push({ factor, rate, ...run, admittedP95: summarize(admitted).p95 });
    }
    return { capacity, idleP95: summarize(idle.admitted).p95, levels };
  } finally {
    await traffic.stop();
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
        {
          measurement: `overload: platform CPU per request, load generator's event loop use ${at}`,
          value: `${level.platformCpuMsPerRequest.toFixed(2)} ms, ${Math.round(100 * level.clientLoop)} %`,
          budget: '',
          ok: null,
        },
      ];
    }),
  ];
}
