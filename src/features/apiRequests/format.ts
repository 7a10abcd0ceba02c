import { formatDateTime, formatTime } from '@/shared/lib/formatDate';
import type { ApiRequestKind } from '@contract/apiRequests';
import type { ApiRequest } from './types';

/** Who made the request: the key's prefix, a key that matched none, or the owner's session. */
export function callerOf(row: Pick<ApiRequest, 'api_key_prefix' | 'detail'>): string {
  if (row.api_key_prefix) return `${row.api_key_prefix}…`;
  if (row.detail.credential === 'api_key') return 'Unknown key';
  return row.detail.credential === 'none' ? 'No credentials' : 'Dashboard session';
}

/**
 * What the list shows for a request: a GraphQL operation's name, or a push or search request's method
 * and path as the client sent it (scrubbed on the server), below the project: `DELETE /sources/…/documents/a.md`.
 */
export function requestLabel(row: Pick<ApiRequest, 'kind' | 'operation' | 'detail' | 'project_id'>): string | null {
  const { method, path } = row.detail;
  if (row.kind === 'graphql' || !path) return row.operation;
  const marker = `/projects/${row.project_id}`;
  const at = path.indexOf(marker);
  const below = at < 0 ? path : path.slice(at + marker.length) || '/';
  return method ? `${method} ${below}` : below;
}

export const KIND_LABELS: Record<ApiRequestKind, string> = { graphql: 'GraphQL', push: 'Push', search: 'Search' };

/** Badge colour of a status: green 2xx, orange 4xx, red 5xx. */
export function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

export const formatDuration = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

export const formatPercent = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toFixed(rate > 0 && rate < 0.1 ? 1 : 0)}%`;

/** A request's time as the list shows it: today's requests by time, older ones with their day. */
export function formatRequestTime(iso: string): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay ? formatTime(date) : formatDateTime(date);
}
