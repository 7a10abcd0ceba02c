import { memo } from 'react';
import { formatDateTime } from '@/shared/lib/formatDate';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceLogById } from '../sourceLogsSlice';
import { SEVERITY_BADGE_STYLE } from '../severityLook';
import classes from './LogList.module.css';

interface LogRowProps {
  logId: string;
  /** Position in the virtual list: the virtualizer measures the row by it. */
  index: number;
  /** How many lines the list holds (read by screen readers as "line 5 of 200"). */
  count: number;
  /** Offset from the top of the list, in pixels. */
  start: number;
  measure: (element: HTMLElement | null) => void;
}

/**
 * One log line; selects its own row, so a realtime event re-renders only this line. Plain elements
 * styled like Mantine's light Badge and sm Text: every scroll step mounts a dozen lines, and the two
 * Mantine components were most of what that cost (bench/scale).
 */
export const LogRow = memo(function LogRow({ logId, index, count, start, measure }: LogRowProps) {
  const log = useAppSelector((state) => selectSourceLogById(state, logId));
  if (!log) return null;
  return (
    <div
      ref={measure}
      data-index={index}
      className={classes.row}
      style={{ transform: `translateY(${start}px)` }}
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={count}
      data-severity={log.severity}
    >
      <time className={classes.time} dateTime={log.created_at}>
        {formatDateTime(log.created_at)}
      </time>
      <span className={classes.severity} style={SEVERITY_BADGE_STYLE[log.severity]}>
        {log.severity}
      </span>
      <span className={classes.message}>{log.message}</span>
    </div>
  );
});
