/**
 * Every date the app shows, in the reader's locale and one medium style: a moment as "Jan 2, 2025,
 * 12:04:05 PM", a calendar day as its date part, "Jan 2, 2025", and a time of today as its time part (en-US). Each formatter is built once,
 * on first use: building one loads locale data, and a long list formats thousands of dates.
 */
const SHAPES = {
  moment: { dateStyle: 'medium', timeStyle: 'medium' },
  day: { dateStyle: 'medium' },
  time: { timeStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Shape = keyof typeof SHAPES;

const formatters = new Map<Shape, Intl.DateTimeFormat>();

function format(shape: Shape, value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  let formatter = formatters.get(shape);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, SHAPES[shape]);
    formatters.set(shape, formatter);
  }
  return formatter.format(date);
}

/** A moment (timestamp) in local time with date and time; "—" for a value that is not a date. */
export const formatDateTime = (value: string | number | Date): string => format('moment', value);

/** The local calendar day of a moment; "—" for a value that is not a date. */
export const formatDay = (value: string | number | Date): string => format('day', value);

/** The local time of day of a moment, for lists of today's events; "—" for a value that is not a date. */
export const formatTime = (value: string | number | Date): string => format('time', value);
