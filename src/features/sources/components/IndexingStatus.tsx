import { statusLook } from '../statusLook';
import type { Source } from '../types';
import classes from './IndexingStatus.module.css';
import { StatusBadge } from './StatusBadge';

/** Status badge (IDLE, INITIALIZING, UPDATING, DELETING) with live progress while a run is going. */
export function IndexingStatus({
  source,
  width = 160,
}: {
  source: Pick<Source, 'status' | 'progress'>;
  width?: number;
}) {
  const { status, progress } = source;
  const look = statusLook(status);
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <div className={classes.root} style={{ width }}>
      <div className={classes.line}>
        <StatusBadge status={status} />
        {progress && (
          // One text node, so a progress event changes one DOM value here.
          <span className={classes.count}>{`${progress.done}/${progress.total}`}</span>
        )}
      </div>
      {percent !== null && (
        <progress
          className={classes.bar}
          data-color={look.color}
          value={percent}
          max={100}
          aria-label={`${look.label} progress`}
        />
      )}
    </div>
  );
}
