import { API_REQUEST_KINDS, STATUS_CLASSES, type ApiRequestKind, type StatusClass } from '@contract/apiRequests';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import type { ApiRequest } from './types';

/**
 * Which requests the list shows. It lives in the URL (`?kind=&status=&key=&operation=&q=`), so a link
 * or a DevTools jump shows the same list. The database applies it to every page; live rows are checked
 * here the same way.
 */
export interface RequestFilter {
  kind: ApiRequestKind | null;
  statusClass: StatusClass | null;
  apiKeyId: string | null;
  operation: string | null;
  text: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

export function filterFromParams(params: URLSearchParams): RequestFilter {
  return {
    kind: oneOf(API_REQUEST_KINDS, params.get('kind')),
    statusClass: oneOf(STATUS_CLASSES, params.get('status')),
    apiKeyId: params.get('key') || null,
    operation: params.get('operation') || null,
    text: (params.get('q') ?? '').slice(0, 200),
  };
}

export function sameRequestFilter(a: RequestFilter, b: RequestFilter): boolean {
  return (
    a.kind === b.kind &&
    a.statusClass === b.statusClass &&
    a.apiKeyId === b.apiKeyId &&
    a.operation === b.operation &&
    a.text === b.text
  );
}

export function isUnfiltered(filter: RequestFilter): boolean {
  return !filter.kind && !filter.statusClass && !filter.apiKeyId && !filter.operation && filter.text.trim() === '';
}

export function matchesRequestFilter(row: ApiRequest, filter: RequestFilter): boolean {
  if (filter.kind && row.kind !== filter.kind) return false;
  if (filter.statusClass && row.status_class !== filter.statusClass) return false;
  if (filter.apiKeyId && row.api_key_id !== filter.apiKeyId) return false;
  if (filter.operation && row.operation !== filter.operation) return false;
  const needle = filter.text.trim().toLowerCase();
  return needle === '' || row.search_text.toLowerCase().includes(needle);
}

/** The same filter as REST filters: `kind=eq.…`, `status_class=eq.…`, `search_text=ilike.*text*`. */
export function toRequestPageQuery(filter: RequestFilter): PageQuery {
  const eq = [
    filter.kind && { column: 'kind', value: filter.kind },
    filter.statusClass && { column: 'status_class', value: filter.statusClass },
    filter.apiKeyId && { column: 'api_key_id', value: filter.apiKeyId },
    filter.operation && { column: 'operation', value: filter.operation },
  ].filter((item): item is { column: string; value: string } => !!item);
  return { eq, search: { column: 'search_text', text: filter.text } };
}
