import { useCallback, useMemo } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { usePagedTableSync } from '@/shared/store/usePagedTableSync';
import type { PageQuery } from '@/shared/supabase/pagedRead';
import type { RootState } from '@/shared/store/rootState';
import webhookDeliveriesSlice, { selectAllWebhookDeliveries } from './webhookDeliveriesSlice';

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

// Deliveries are held newest first, so the project's last one is the oldest held.
const selectOldestOfProject = (state: RootState, projectId: string) => {
  const held = selectAllWebhookDeliveries(state);
  for (let index = held.length - 1; index >= 0; index--) if (held[index].project_id === projectId) return held[index];
  return undefined;
};

/** The project's webhook deliveries as a keyset-paged live window: newest page live, older on demand. */
export function useDeliveriesWindow(projectId: string): OlderDeliveries {
  const scope = useMemo(() => ({ column: 'project_id', value: projectId }), [projectId]);
  const { window: held, loadOlder } = usePagedTableSync(webhookDeliveriesSlice, scope, ALL_DELIVERIES, allDeliveries);
  const oldest = useAppSelector((state) => selectOldestOfProject(state, projectId));
  const load = useCallback(() => {
    if (oldest) loadOlder({ created_at: oldest.created_at, id: oldest.id });
  }, [oldest, loadOlder]);
  return { complete: held.complete, loading: held.loadingOlder, load };
}
