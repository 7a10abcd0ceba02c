import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Count and nearest-rank percentiles of a list of milliseconds, rounded to 0.1 ms. */
export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((x, y) => x - y);
  const rank = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    p50: round(rank(50)),
    p95: round(rank(95)),
    p99: round(rank(99)),
    max: round(rank(100)),
  };
}

/** Peak resident memory of this process in MB (Linux; 0 elsewhere). */
export function peakRssMb(): number {
  try {
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

interface Report {
  config: Record<string, number>;
  passed: boolean;
  totals: Record<string, number>;
  latencyMs: Record<string, Summary>;
  errors: string[];
}

/** Prints the totals and latencies as tables and writes them as JSON to bench/results/load.json. */
export function writeReport({ config, passed, totals, latencyMs, errors }: Report): void {
  console.table(totals);
  console.table(latencyMs);
  if (errors.length) console.error('First errors:', errors.slice(0, 20));
  const result = {
    date: new Date().toISOString(),
    config,
    passed,
    totals,
    latencyMs,
    firstErrors: errors.slice(0, 20),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/load.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${passed ? 'PASSED' : 'FAILED'}: results written to bench/results/load.json`);
}
