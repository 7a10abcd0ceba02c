import type { ProjectRow as ProjectRowOf, SourceRow as SourceRowOf } from '@contract/rows';

/** Row shapes of the public tables (contract/rows.ts) as PGlite returns them: timestamps are Dates. */
export type { ProjectSettings, SourceCustom } from '@contract/rows';
export type { SourceStatus } from '@contract/enums';
export type ProjectRow = ProjectRowOf<Date>;
export type SourceRow = SourceRowOf<Date>;
