import type { Speed } from '../core/context';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Waits after each failed attempt before the next (six attempts in all), a shortened version of the
 * Standard Webhooks/Svix schedule: a local receiver is either up within minutes or being debugged.
 * `--speed fast` compresses it to seconds so tests and demos see the whole run.
 */
const SCHEDULES: Record<Speed, number[]> = {
  normal: [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE],
  fast: [200, 500, 1000, 2000, 4000],
};

export const retrySchedule = (speed: Speed): readonly number[] => SCHEDULES[speed];

export const maxAttempts = (speed: Speed) => SCHEDULES[speed].length + 1;

/** Milliseconds until the retry after `attempts` failed attempts, with ±20 % jitter; null when none is left. */
export function retryDelay(speed: Speed, attempts: number, random = Math.random): number | null {
  const base = SCHEDULES[speed][attempts - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Per-attempt timeout: 10 s, 1 s with --speed fast. */
export const attemptTimeout = (speed: Speed) => (speed === 'fast' ? SECOND : 10 * SECOND);
