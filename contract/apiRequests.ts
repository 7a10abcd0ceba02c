/**
 * The project API's own traffic: what the platform records per request and what the dashboard reads.
 * No zod here: the SPA's store imports these constants, and zod stays out of the first load.
 */

export const API_REQUEST_KINDS = ['graphql', 'push', 'search'] as const;
export type ApiRequestKind = (typeof API_REQUEST_KINDS)[number];

export const STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/** Recorded requests are kept this long, then purged. */
export const API_REQUEST_RETENTION_DAYS = 30;
export const API_REQUEST_RETENTION_MS = API_REQUEST_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** A row of public.api_requests, as the browser reads it (REST, realtime). */
export interface ApiRequestRow<D = string> {
  id: string;
  owner_id: string;
  project_id: string;
  api_key_id: string | null;
  api_key_prefix: string | null;
  kind: ApiRequestKind;
  operation: string | null;
  status: number;
  status_class: string;
  duration_ms: number;
  result_count: number | null;
  error: string | null;
  query: string | null;
  detail: {
    credential?: 'api_key' | 'session' | 'none';
    method?: string;
    path?: string;
    variables?: unknown;
    userAgent?: string;
    /** A search made while typing (`typeahead=1`): left out of search analytics. */
    typeahead?: boolean;
  };
  search_text: string;
  created_at: D;
}

export const REQUEST_WINDOWS = ['24h', '7d'] as const;
export type RequestWindow = (typeof REQUEST_WINDOWS)[number];

/** One interval of the charts: requests by status class, latency percentiles and the error rate. */
export interface RequestStatsBucket {
  start: string;
  total: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  p50: number | null;
  p95: number | null;
  /** Share of the interval's requests that failed (4xx, 5xx or an error), 0–1; null without requests. */
  errorRate: number | null;
}

/** GET /projects/:projectId/requests/stats */
export interface RequestStats {
  window: RequestWindow;
  intervalMinutes: number;
  buckets: RequestStatsBucket[];
  totals: { requests: number; errors: number; p50: number | null; p95: number | null };
  /** Requests the recorder could not keep because it was overloaded (since the project was created). */
  dropped: number;
  lastDroppedAt: string | null;
}

export interface SearchQueryStat {
  query: string;
  searches: number;
  zeroResults: number;
  averageResults: number | null;
  lastSearchedAt: string;
}

/** GET /projects/:projectId/requests/search-analytics */
export interface SearchAnalytics {
  window: RequestWindow;
  searches: number;
  zeroResultSearches: number;
  top: SearchQueryStat[];
  zeroResults: SearchQueryStat[];
}

/** GET /projects/:projectId/requests/keys: requests per API key in the last 24 hours. */
export interface KeyRequestCounts {
  keys: { apiKeyId: string; requests24h: number; lastRequestAt: string | null }[];
}
