/**
 * The numbers the dashboard shows in more than one place, each defined once here so every page, the
 * dashboard API and GraphQL agree on them.
 */

/**
 * A source's (or project's) documents: every document stored for it, whatever its status. Indexed ones
 * answer queries; skipped and failed ones are listed with their reason. GraphQL's `totalCount`, the
 * Documents tab and the Rebuild dialog count the same rows. `sources.documents_count` is the `indexed` part.
 */
export interface DocumentCounts {
  total: number;
  indexed: number;
  skipped: number;
  failed: number;
}

/** "22 documents: 20 indexed, 1 skipped, 1 failed", the breakdown left out when all are indexed. */
export function documentCountsText(counts: DocumentCounts, format: (n: number) => string = String): string {
  const head = `${format(counts.total)} document${counts.total === 1 ? '' : 's'}`;
  if (counts.skipped === 0 && counts.failed === 0) return head;
  const parts = [`${format(counts.indexed)} indexed`];
  if (counts.skipped > 0) parts.push(`${format(counts.skipped)} skipped`);
  if (counts.failed > 0) parts.push(`${format(counts.failed)} failed`);
  return `${head}: ${parts.join(', ')}`;
}

/** How long a webhook's success rate looks back. */
export const WEBHOOK_SUCCESS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The success rate's definition, as the webhooks table says it. */
export const WEBHOOK_SUCCESS_DEFINITION =
  'Success (24 h) is the share of delivery attempts in the last 24 hours that got a 2xx answer; every retry counts as an attempt.';

/**
 * A webhook's success rate over attempts, not deliveries: a delivery still retrying after two 500s
 * has two failed attempts, so it lowers the rate at once instead of waiting to finish. A succeeded
 * delivery's last attempt is its one success; every other attempt failed. Null when nothing was sent.
 */
export function attemptSuccessRate(deliveries: Iterable<{ status: string; attempts: number }>): number | null {
  let ok = 0;
  let all = 0;
  for (const delivery of deliveries) {
    all += delivery.attempts;
    if (delivery.status === 'SUCCEEDED' && delivery.attempts > 0) ok += 1;
  }
  return all === 0 ? null : ok / all;
}
