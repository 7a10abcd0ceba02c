/** Rows of public.sources: the shared contract's shapes. */
export type { SourceCustom, SourceRow as Source } from '@contract/rows';
export type { SourceStatus, SourceType } from '@contract/enums';
export type { SourceSchedule } from '@contract/enums';
