import type { ProjectRegion } from './types';

/** The regions a project can live in (DESIGN: settings.region), labelled for pickers. */
export const REGION_OPTIONS: { value: ProjectRegion; label: string }[] = [
  { value: 'eu-west', label: 'EU West (Ireland)' },
  { value: 'us-east', label: 'US East (N. Virginia)' },
];

export const DEFAULT_REGION: ProjectRegion = 'eu-west';

export function regionLabel(region: ProjectRegion | undefined): string {
  return REGION_OPTIONS.find((option) => option.value === (region ?? DEFAULT_REGION))?.label ?? String(region);
}

export function isProjectRegion(value: string | null): value is ProjectRegion {
  return REGION_OPTIONS.some((option) => option.value === value);
}
