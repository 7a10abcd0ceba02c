import '@mantine/core/styles/Badge.css';
import { memo } from 'react';
import { Badge, Text } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceLogById } from '../sourceLogsSlice';
import { SEVERITY_COLOR } from '../severityLook';
import classes from './LogList.module.css';

/** One log line; selects its own row, so a realtime event re-renders only this line. */
export const LogRow = memo(function LogRow({ logId }: { logId: string }) {
  const log = useAppSelector((state) => selectSourceLogById(state, logId));
  if (!log) return null;
  const time = new Date(log.created_at);
  return (
    <div className={classes.row} role="listitem" data-severity={log.severity}>
      <time className={classes.time} dateTime={log.created_at} title={time.toLocaleString()}>
        {time.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' })}
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
