/** Rows of public.projects: the shared contract's shapes. */
export type { ProjectFeatures, ProjectRow as Project, ProjectSettings } from '@contract/rows';
export type { ProjectState, Region as ProjectRegion } from '@contract/enums';
