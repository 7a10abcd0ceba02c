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
  const rank = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { count: sorted.length, p50: round(rank(50)), p95: round(rank(95)), p99: round(rank(99)), max: round(rank(100)) };
}
