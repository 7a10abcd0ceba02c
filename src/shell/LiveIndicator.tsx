import { useAppSelector } from '@/shared/store/hooks';
import type { RootState } from '@/shared/store/rootState';
import { selectSyncStatuses } from '@/shared/supabase/tableSyncApi';
import classes from '@/shell/Shell.module.css';

type Summary = 'live' | 'offline' | 'none';

/** One word for all synced scopes: any offline → reconnecting, else live once one scope is live. */
export function selectRealtimeSummary(state: RootState): Summary {
  const statuses = selectSyncStatuses(state);
  if (statuses.includes('offline')) return 'offline';
  return statuses.includes('live') ? 'live' : 'none';
}

/** The shell's realtime indicator: "Live" / "Reconnecting…", announced politely. */
export function LiveIndicator() {
  const summary = useAppSelector(selectRealtimeSummary);
  return (
    <div aria-live="polite" data-testid="realtime-status">
      {summary !== 'none' && (
        <span className={`${classes.pill} ${classes.status}`}>
          <span className={`${classes.dot} ${summary === 'live' ? classes.live : classes.offline}`} aria-hidden />
          {summary === 'live' ? 'Live' : 'Reconnecting…'}
        </span>
      )}
    </div>
  );
}
