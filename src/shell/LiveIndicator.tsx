import { useAppSelector } from '@/shared/store/hooks';
import type { RootState } from '@/shared/store/rootState';
import type { TableStatus } from '@/shared/supabase/tableActions';
import classes from '@/shell/Shell.module.css';

const TABLES = ['projects', 'sources', 'source_logs', 'api_keys', 'webhooks', 'admin_keys'] as const;

type Summary = 'live' | 'offline' | 'none';

/** One word for all synced scopes: any offline → reconnecting, else live once one scope is live. */
export function selectRealtimeSummary(state: RootState): Summary {
  const statuses: TableStatus[] = TABLES.flatMap((table) => Object.values(state[table].status));
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
