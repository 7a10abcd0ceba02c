import { LOG_SEVERITIES } from '@contract/enums';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import type { LogSeverity, SourceLog } from './types';

/**
 * Which lines the log view shows: the chosen severities, a case-insensitive text search and, from
 * `?run=<id>`, one indexing run's lines. The database applies it to every page it reads; lines that
 * arrive live are checked here the same way.
 */
export interface LogFilter {
  severities: readonly LogSeverity[];
  search: string;
  runId: string | null;
}

/** The app's default debounce, for the text search. */
export const SEARCH_DEBOUNCE_MS = 166;

export const ALL_LOGS: LogFilter = { severities: LOG_SEVERITIES, search: '', runId: null };

export function matchesLogFilter(log: Pick<SourceLog, 'severity' | 'message' | 'run_id'>, filter: LogFilter): boolean {
  if (!filter.severities.includes(log.severity)) return false;
  if (filter.runId !== null && log.run_id !== filter.runId) return false;
  const needle = filter.search.trim().toLowerCase();
  return needle === '' || log.message.toLowerCase().includes(needle);
}

/** Whether two filters select the same lines: the page rebuilds its filter, the sync must not restart for that. */
export function sameLogFilter(a: LogFilter, b: LogFilter): boolean {
  return (
    a.search === b.search &&
    a.runId === b.runId &&
    a.severities.length === b.severities.length &&
    a.severities.every((severity, index) => b.severities[index] === severity)
  );
}

/** The same filter as REST filters: `severity=in.(…)`, `message=ilike.*text*`, `run_id=eq.<id>`. */
export function toLogPageQuery(filter: LogFilter): PageQuery {
  return {
    eq: filter.runId === null ? [] : [{ column: 'run_id', value: filter.runId }],
    in: filter.severities.length === LOG_SEVERITIES.length ? [] : [{ column: 'severity', values: filter.severities }],
    search: { column: 'message', text: filter.search },
  };
}
