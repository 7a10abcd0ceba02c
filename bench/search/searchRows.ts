import type { Row } from '../report';
import type { SearchBenchResult } from './measureSearch';

// The search section's rows with their budgets (docs/performance.md): keyword p95 ≤ 50 ms and hybrid
// p95 ≤ 150 ms from 100,000 chunks up (smaller volumes are reported without them); at every volume the
// 500-character "or" query within 1 s while another tenant's cheap read keeps p95 within 2× idle.

const BUDGET_FROM_CHUNKS = 100_000;
const BUDGETS: Record<string, number> = { keyword: 50, hybrid: 150 };
const LONG_QUERY_MS = 1000;
const READ_SLOWDOWN = 2;

const group = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ms = (value: number) => `${value.toFixed(1)} ms`;

export function searchRows(result: SearchBenchResult): Row[] {
  const rows: Row[] = [
    {
      measurement: `search: embedder ${result.embedder} load`,
      value: `${group(result.embedderLoadMs)} ms, +${result.embedderRssMb.toFixed(0)} MB RSS (${result.embedderBuffersMb.toFixed(0)} MB buffers)`,
      budget: '',
      ok: null,
    },
  ];
  for (const size of result.sizes) {
    const at = `${group(size.chunks)} chunks`;
    rows.push(
      {
        measurement: `search: ${at}: loading (${group(size.documents)} docs, corpus ×${size.corpusPasses})`,
        value: `${size.loadSeconds.toFixed(1)} s`,
        budget: '',
        ok: null,
      },
      {
        measurement: `search: ${at}: embedding run / embedder alone`,
        value: `${group(size.embeddingRunChunksPerSecond)} / ${group(size.embedOnlyChunksPerSecond)} chunks/s`,
        budget: '',
        ok: null,
      },
    );
    for (const [mode, latency] of Object.entries(size.latency)) {
      const budget = size.chunks >= BUDGET_FROM_CHUNKS ? BUDGETS[mode] : undefined;
      rows.push({
        measurement: `search: ${at}: ${mode === 'documents' ? 'documents list' : mode} p50 / p95`,
        value: `${ms(latency.p50)} / ${ms(latency.p95)}`,
        budget: budget === undefined ? '' : `p95 ≤ ${budget} ms`,
        ok: budget === undefined ? null : latency.p95 <= budget,
      });
    }
    const long = size.longQuery;
    rows.push(
      {
        measurement: `search: ${at}: 500-character "or" query p50 / longest`,
        value: `${ms(long.p50)} / ${ms(long.max)}`,
        budget: `≤ ${group(LONG_QUERY_MS)} ms`,
        ok: long.max <= LONG_QUERY_MS,
      },
      {
        measurement: `search: ${at}: another tenant's read p95 during it / idle (${long.reads} reads)`,
        value: `${ms(long.readBusyP95)} / ${ms(long.readIdleP95)}`,
        budget: `≤ ${READ_SLOWDOWN}× idle`,
        ok: long.readBusyP95 <= READ_SLOWDOWN * long.readIdleP95,
      },
    );
  }
  return rows;
}
