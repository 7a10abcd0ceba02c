import { useMemo } from 'react';
import { usePagedTableSync } from '@/shared/store/usePagedTableSync';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import webhookDeliveriesSlice from './webhookDeliveriesSlice';

/** What the deliveries list needs to offer older deliveries than the window holds. */
export interface OlderDeliveries {
  /** True once nothing older is left in the database. */
  complete: boolean;
  loading: boolean;
  load: () => void;
}

// One window for the whole project (the table's summaries and the drawer's list read it): two
// overlapping scopes of one table would drop each other's rows on every re-select.
const ALL_DELIVERIES = {};
const allDeliveries = (): PageQuery => ({ eq: [] });

/** The project's webhook deliveries as a keyset-paged live window: newest page live, older on demand. */
export function useDeliveriesWindow(projectId: string): OlderDeliveries {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const { window: held, loadOlder } = usePagedTableSync(webhookDeliveriesSlice, scope, ALL_DELIVERIES, allDeliveries);
  return { complete: held.complete, loading: held.loadingOlder, load: loadOlder };
}
