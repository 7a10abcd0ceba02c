import { useEffect, useState } from 'react';
import { formatDuration } from '../formatDuration';

/** A run's duration; while it runs, it ticks every second (only this cell re-renders). */
export function RunDuration({ startedAt, finishedAt }: { startedAt: string; finishedAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (finishedAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [finishedAt]);
  const end = finishedAt ? Date.parse(finishedAt) : now;
  return <>{formatDuration(end - Date.parse(startedAt))}</>;
}
