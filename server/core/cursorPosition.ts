/** The last microsecond of year 9999: a cursor position beyond it is no timestamp and would overflow SQL. */
const MAX_POSITION = 253_402_300_799_999_999n;

/** A cursor's position: whole epoch microseconds from 1970 to year 9999, as a decimal string. */
export const isCursorPosition = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,18}$/.test(value) && BigInt(value) <= MAX_POSITION;

/** Converts a cursor's microseconds back to the exact timestamptz ($n is the bigint parameter). */
export const fromMicros = (n: number) => `('epoch'::timestamptz + $${n}::bigint * interval '1 microsecond')`;
