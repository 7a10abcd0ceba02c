import { formatDay } from '@/shared/lib/formatDate';

// Made on first use: building an Intl formatter loads locale data, a long task when the module loads.
let relative: Intl.RelativeTimeFormat | null = null;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 minutes ago" style for recent times; the local date for anything older than a week. */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const elapsed = Date.parse(iso) - now;
  if (Math.abs(elapsed) > 7 * 86_400_000) return formatDay(iso);
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) < size) continue;
    relative ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    return relative.format(Math.round(elapsed / size), unit);
  }
  return 'just now';
}
