import type { Row } from '../report';
import { POSTGRES_LOAD, type PostgresBenchResult } from './measurePostgres';

// The PostgreSQL section's rows (docs/performance.md, "PostgreSQL"): figures side by side, no budgets.

const ms = (value: number) => `${value.toFixed(1)} ms`;
const whole = (value: number) => String(Math.round(value));
const signed = (value: number) => `${value >= 0 ? '+' : ''}${whole(value)}`;

export function postgresRows(result: PostgresBenchResult): Row[] {
  if ('skipped' in result) return [{ measurement: 'postgres', value: result.skipped, budget: '', ok: null }];
  const { burst } = POSTGRES_LOAD;
  const machine: Row = {
    measurement: 'postgres: load average before / after (other work on the machine)',
    value: `${result.loadAverage.before.toFixed(1)} / ${result.loadAverage.after.toFixed(1)}`,
    budget: '',
    ok: null,
  };
  const setups = result.setups.flatMap((setup) => {
    const { label, startSeconds, offered, cpuMsPerRequest, saturated, lag, burst: run } = setup;
    const at = `postgres: ${label}:`;
    const postgres = cpuMsPerRequest.postgres === null ? '' : ` + PostgreSQL ${cpuMsPerRequest.postgres.toFixed(2)}`;
    const cpu = `platform ${cpuMsPerRequest.platform.toFixed(2)}${postgres} ms (client ${cpuMsPerRequest.client.toFixed(2)} ms)`;
    return [
      { measurement: `${at} start to ready`, value: `${startSeconds.toFixed(1)} s`, budget: '', ok: null },
      {
        measurement: `${at} API p50 / p95 at ${result.rate} requests/s (failed)`,
        value: `${ms(offered.latency.p50)} / ${ms(offered.latency.p95)} (${offered.failed})`,
        budget: '',
        ok: null,
      },
      { measurement: `${at} CPU per request at ${result.rate}/s`, value: cpu, budget: '', ok: null },
      {
        measurement: `${at} CPU of the platform process(es) at idle`,
        value: `${setup.idleCpuMsPerSecond.toFixed(1)} ms/s`,
        budget: '',
        ok: null,
      },
      {
        measurement: `${at} API most, ${result.concurrency} clients: requests/s, p50 / p95 (failed)`,
        value: `${whole(saturated.requests / saturated.seconds)}/s, ${ms(saturated.latency.p50)} / ${ms(saturated.latency.p95)} (${saturated.failed})`,
        budget: '',
        ok: null,
      },
      {
        measurement: `${at} realtime write → subscriber p50 / p95 (lost)`,
        value: `${ms(lag.writeToEvent.p50)} / ${ms(lag.writeToEvent.p95)} (${lag.lost})`,
        budget: '',
        ok: null,
      },
      {
        measurement: `${at} realtime row change → subscriber p50 / p95`,
        value: `${ms(lag.changeToEvent.p50)} / ${ms(lag.changeToEvent.p95)}`,
        budget: '',
        ok: null,
      },
      {
        measurement: `${at} burst of ${burst.writes} writes × ${burst.perUser} subscribers: events/s (writes/s)`,
        value: `${whole(run.eventsPerSecond)}/s (${whole(run.writesPerSecond)}/s), last event ${signed(run.lastEventAfterLastWriteMs)} ms after the last write, ${run.eventsReceived}/${run.eventsExpected} received`,
        budget: '',
        ok: null,
      },
    ];
  });
  return [machine, ...setups];
}
