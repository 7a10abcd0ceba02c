import { DEFAULT_REGION, REGIONS, type Region } from '@contract/enums';

const REGION_LABELS: Record<Region, string> = {
  'eu-west': 'EU West (Ireland)',
  'us-east': 'US East (N. Virginia)',
};

/** The regions a project can live in (contract/enums.ts), labelled for pickers. */
export const REGION_OPTIONS = REGIONS.map((value) => ({ value, label: REGION_LABELS[value] }));

export function regionLabel(region: Region | undefined): string {
  return REGION_LABELS[region ?? DEFAULT_REGION] ?? String(region);
}
