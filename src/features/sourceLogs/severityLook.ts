import type { LogSeverity } from './types';

/** Brief: ERROR red, WARNING orange, INFO default blue. */
export const SEVERITY_COLOR: Record<LogSeverity, string> = {
  ERROR: 'red',
  WARNING: 'orange',
  INFO: 'blue',
};
