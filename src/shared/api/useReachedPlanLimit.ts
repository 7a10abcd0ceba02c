import type { PlanUsage } from '@contract/billing';
import type { PlanLimitRefusal } from './planLimitRefusal';
import { useGetPlanUsageQuery } from './planUsageApi';

/**
 * The plan limit a create dialog would run into, from the account's usage read afresh each time the
 * dialog opens. Null while the usage loads, fails or leaves room: the API still refuses what exceeds.
 */
export function useReachedPlanLimit(
  reached: (usage: PlanUsage) => PlanLimitRefusal | null,
  opened = true,
): PlanLimitRefusal | null {
  const { data, isFetching } = useGetPlanUsageQuery(undefined, { skip: !opened, refetchOnMountOrArgChange: true });
  return data && !isFetching ? reached(data) : null;
}
