/** Rows of public.source_logs: the shared contract's shapes. */
export type { SourceLogRow as SourceLog } from '@contract/rows';
export type { LogSeverity } from '@contract/enums';
