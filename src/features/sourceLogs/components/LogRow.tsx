import '@mantine/core/styles/Badge.css';
import { memo } from 'react';
import { Badge, Text } from '@mantine/core';
import { formatTimestamp } from '@/shared/lib/formatTimestamp';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceLogById } from '../sourceLogsSlice';
import { SEVERITY_COLOR } from '../severityLook';
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

/** One log line; selects its own row, so a realtime event re-renders only this line. */
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
        {formatTimestamp(log.created_at)}
      </time>
      <Badge color={SEVERITY_COLOR[log.severity]} variant="light" size="sm" radius="sm" className={classes.severity}>
        {log.severity}
      </Badge>
      <Text component="span" size="sm" className={classes.message} c={log.severity === 'ERROR' ? 'red.4' : undefined}>
        {log.message}
      </Text>
    </div>
  );
});
