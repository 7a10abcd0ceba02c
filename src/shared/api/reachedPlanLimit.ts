import type { PlanUsage } from '@contract/billing';
import { isTopPlan, PLAN_LIMIT_PROJECTS, PLAN_LIMIT_SOURCES, PLAN_LIMIT_WEBHOOKS } from '@contract/enums';
import type { PlanLimitRefusal } from './planLimitRefusal';

// The sentences are the API's own (server/api/planLimits.ts), so the notice reads the same before a
// create as after the server refused one.
const planName = (usage: PlanUsage) => usage.planId.charAt(0).toUpperCase() + usage.planId.slice(1);
const UPGRADE = 'Upgrade your plan in Settings → Subscription';
const deleteOrUpgrade = (usage: PlanUsage, what: string) =>
  isTopPlan(usage.planId)
    ? `Delete a ${what} to make room.`
    : `Delete a ${what} or upgrade your plan in Settings → Subscription.`;
const actionFor = (usage: PlanUsage) => (isTopPlan(usage.planId) ? 'none' : 'upgrade');

/** The project limit, when the account already has as many open projects as its plan allows. */
export function reachedProjectLimit(usage: PlanUsage): PlanLimitRefusal | null {
  const { used, limit } = usage.projects;
  if (used < limit) return null;
  return {
    codes: [PLAN_LIMIT_PROJECTS],
    message: `The ${planName(usage)} plan allows ${limit} projects. ${deleteOrUpgrade(usage, 'project')}`,
    action: actionFor(usage),
  };
}

/** The per-project source limit, for a project that has `sourcesInProject` sources. */
export function reachedSourceLimit(usage: PlanUsage, sourcesInProject: number): PlanLimitRefusal | null {
  const { limit } = usage.sourcesPerProject;
  if (sourcesInProject < limit) return null;
  return {
    codes: [PLAN_LIMIT_SOURCES],
    message: `The ${planName(usage)} plan allows ${limit} sources per project. ${deleteOrUpgrade(usage, 'source')}`,
    action: actionFor(usage),
  };
}

/** Webhooks, when the plan does not include them. */
export function reachedWebhookLimit(usage: PlanUsage): PlanLimitRefusal | null {
  if (usage.webhooks.allowed) return null;
  return {
    codes: [PLAN_LIMIT_WEBHOOKS],
    message: `Webhooks are not included in the ${planName(usage)} plan. ${UPGRADE}.`,
    action: 'upgrade',
  };
}
