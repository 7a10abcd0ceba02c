import type { LogSeverity, SourceLog } from './types';

export const SEVERITIES: readonly LogSeverity[] = ['ERROR', 'WARNING', 'INFO'];

/** Which lines the log view shows: the chosen severities and a case-insensitive text search. */
export interface LogFilter {
  severities: readonly LogSeverity[];
  search: string;
  /** Only the lines of this indexing run (the Runs table links here with ?run=). */
  runId?: string | null;
}

/** SPEC §9's default debounce, for the text search. */
export const SEARCH_DEBOUNCE_MS = 166;

export const ALL_LOGS: LogFilter = { severities: SEVERITIES, search: '' };

export function matchesLogFilter(log: Pick<SourceLog, 'severity' | 'message' | 'run_id'>, filter: LogFilter): boolean {
  if (!filter.severities.includes(log.severity)) return false;
  if (filter.runId && log.run_id !== filter.runId) return false;
  const needle = filter.search.trim().toLowerCase();
  return needle === '' || log.message.toLowerCase().includes(needle);
}
