import type { Transaction } from '../db/types';

/**
 * Reads the request log's hourly rollups (private.api_request_rollups, kept by a trigger on every insert
 * into public.api_requests), so charts and usage cost a few rows per hour at any volume.
 */

export interface RollupRow {
  bucket: Date;
  total: number;
  ok: number;
  client_errors: number;
  server_errors: number;
  errors: number;
  latency: number[];
}

/** The owner's hourly rollups of one project from `start` (inclusive) to `end` (exclusive). */
export async function readRollups(tx: Transaction, projectId: string, start: Date, end: Date) {
  const { rows } = await tx.query<RollupRow>(
    `select bucket, total, ok, client_errors, server_errors, errors, latency from private.api_request_rollups
      where project_id = $1 and owner_id = auth.uid() and bucket >= $2 and bucket < $3`,
    [projectId, start, end],
  );
  const { rows: bounds } = await tx.query<{ bounds: number[] }>(
    'select private.api_request_latency_bounds() as bounds',
  );
  return { rows, bounds: bounds[0].bounds };
}

/** Several rollups summed into one (an interval of the chart, or the window's totals). */
export function sumRollups(rows: RollupRow[]): Omit<RollupRow, 'bucket'> {
  const sum = { total: 0, ok: 0, client_errors: 0, server_errors: 0, errors: 0, latency: [] as number[] };
  for (const row of rows) {
    sum.total += row.total;
    sum.ok += row.ok;
    sum.client_errors += row.client_errors;
    sum.server_errors += row.server_errors;
    sum.errors += row.errors;
    row.latency.forEach((count, band) => (sum.latency[band] = (sum.latency[band] ?? 0) + count));
  }
  return sum;
}

/**
 * The latency below which a share `p` of the requests fell, estimated from the band counts: the band
 * that holds that rank, interpolated linearly inside it. Null when there were no requests.
 */
export function latencyPercentile(counts: number[], bounds: number[], p: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let band = 0; band < counts.length; band++) {
    const count = counts[band];
    if (count > 0 && below + count >= rank) {
      const low = bounds[band];
      const high = bounds[band + 1] ?? low;
      return low + ((high - low) * (rank - below)) / count;
    }
    below += count;
  }
  return bounds[bounds.length - 1];
}
