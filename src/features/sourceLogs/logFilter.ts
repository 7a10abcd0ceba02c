import { LOG_SEVERITIES } from '@contract/enums';
import type { LogSeverity, SourceLog } from './types';


/** Which lines the log view shows: the chosen severities and a case-insensitive text search. */
export interface LogFilter {
  severities: readonly LogSeverity[];
  search: string;
}

/** SPEC §9's default debounce, for the text search. */
export const SEARCH_DEBOUNCE_MS = 166;

export const ALL_LOGS: LogFilter = { severities: LOG_SEVERITIES, search: '' };

export function matchesLogFilter(log: Pick<SourceLog, 'severity' | 'message'>, filter: LogFilter): boolean {
  if (!filter.severities.includes(log.severity)) return false;
  const needle = filter.search.trim().toLowerCase();
  return needle === '' || log.message.toLowerCase().includes(needle);
}
