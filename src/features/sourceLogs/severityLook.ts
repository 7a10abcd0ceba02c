import type { CSSProperties } from 'react';
import type { LogSeverity } from './types';

/** Brief: ERROR red, WARNING orange, INFO default blue. */
export const SEVERITY_COLOR: Record<LogSeverity, string> = {
  ERROR: 'red',
  WARNING: 'orange',
  INFO: 'blue',
};

const badgeStyle = (color: string) =>
  ({
    '--severity-bg': `var(--mantine-color-${color}-light)`,
    '--severity-fg': `var(--mantine-color-${color}-light-color)`,
  }) as CSSProperties;

/** A log line's severity label in its colour, as Mantine's light variant paints it (one object per severity). */
export const SEVERITY_BADGE_STYLE: Record<LogSeverity, CSSProperties> = {
  ERROR: badgeStyle(SEVERITY_COLOR.ERROR),
  WARNING: badgeStyle(SEVERITY_COLOR.WARNING),
  INFO: badgeStyle(SEVERITY_COLOR.INFO),
};
