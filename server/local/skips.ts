import { describeTally, type RunTally } from '../runs/contentRuns';
import type { LogLine } from '../runs/sourceWrites';

/** Why a file of a local folder was not read; each reason has its log severity and its words. */
export const SKIP_REASONS = {
  unsupported: { severity: 'INFO', text: 'not a type the platform reads' },
  hidden: { severity: 'INFO', text: 'hidden (its name starts with a dot)' },
  tooDeep: { severity: 'WARNING', text: 'folders nested deeper than 20 levels are not read' },
  linkOutside: { severity: 'WARNING', text: 'the link points out of the local root' },
  linkedFolder: { severity: 'WARNING', text: 'linked folders are not followed' },
  notRegular: { severity: 'WARNING', text: 'not a regular file' },
  hardLink: { severity: 'WARNING', text: 'a hard link whose other names are not all in this folder' },
  oddName: { severity: 'WARNING', text: 'the file name is not valid UTF-8 or holds control characters' },
  changed: { severity: 'WARNING', text: 'it changed between the scan and the read; the next run reads it' },
  unreadable: { severity: 'WARNING', text: 'it could not be read' },
} as const;

export type SkipReason = keyof typeof SKIP_REASONS;

export interface Skip {
  /** The path relative to the source's folder, as it can be shown (odd bytes replaced). */
  path: string;
  reason: SkipReason;
  /** What kind of special file, or the system's error code: "a FIFO", "EACCES". */
  detail?: string;
}

/** Source logs get a line per skipped file up to this many; the rest are counted in one line. */
const MAX_SKIP_LINES = 100;

const words = (skip: Skip) => `${SKIP_REASONS[skip.reason].text}${skip.detail ? ` (${skip.detail})` : ''}`;

/** The run's log lines for its skipped files: one each (bounded), the rest counted. */
export function skipLogLines(skips: Skip[]): LogLine[] {
  const lines: LogLine[] = skips.slice(0, MAX_SKIP_LINES).map((skip) => ({
    severity: SKIP_REASONS[skip.reason].severity,
    message: `Skipped ${skip.path}: ${words(skip)}`,
  }));
  if (skips.length > MAX_SKIP_LINES) {
    lines.push({ severity: 'WARNING', message: `Skipped ${skips.length - MAX_SKIP_LINES} more files (counted below)` });
  }
  return lines;
}

/** "3 not a type the platform reads, 1 not a regular file": how many files each reason skipped. */
function skipCounts(skips: Skip[], tooLarge: number): string {
  // In SKIP_REASONS' order, whether a skip was found by the walk or when the file was read.
  const counts = new Map<string, number>();
  const order = Object.keys(SKIP_REASONS);
  const sorted = [...skips].sort((a, b) => order.indexOf(a.reason) - order.indexOf(b.reason));
  for (const { reason } of sorted)
    counts.set(SKIP_REASONS[reason].text, (counts.get(SKIP_REASONS[reason].text) ?? 0) + 1);
  if (tooLarge > 0) counts.set('over the size limit', tooLarge);
  return [...counts].map(([text, count]) => `${count} ${text}`).join(', ');
}

/**
 * The scan's line: the run's tally with every skip counted (the folder's and the run's too-large
 * documents) and the reasons, e.g. `Scanned handbook: 3 added, …, 4 skipped, 0 removed (skipped: …)`.
 */
export function describeScan(folder: string, tally: RunTally, removed: number, skips: Skip[]): string {
  const counted = describeTally({ ...tally, skipped: tally.skipped + skips.length });
  const reasons = skipCounts(skips, tally.skipped);
  return `Scanned ${folder}: ${counted}, ${removed} removed${reasons ? ` (skipped: ${reasons})` : ''}`;
}
