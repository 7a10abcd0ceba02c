import type { PlanUsage } from '@contract/billing';
import { PLAN_LIMIT_PROJECTS, PLAN_LIMIT_SOURCES, PLAN_LIMIT_WEBHOOKS } from '@contract/enums';
import type { PlanLimitRefusal } from './planLimitRefusal';

// The sentences are the API's own (server/api/planLimits.ts), so the notice reads the same before a
// create as after the server refused one.
const planName = (usage: PlanUsage) => usage.planId.charAt(0).toUpperCase() + usage.planId.slice(1);
const UPGRADE = 'Upgrade your plan in Settings → Subscription';
const deleteOrUpgrade = (what: string) => `Delete a ${what} or upgrade your plan in Settings → Subscription.`;

/** The project limit, when the account already has as many open projects as its plan allows. */
export function reachedProjectLimit(usage: PlanUsage): PlanLimitRefusal | null {
  const { used, limit } = usage.projects;
  if (used < limit) return null;
  return {
    codes: [PLAN_LIMIT_PROJECTS],
    message: `The ${planName(usage)} plan allows ${limit} projects. ${deleteOrUpgrade('project')}`,
  };
}

/** The per-project source limit, for a project that has `sourcesInProject` sources. */
export function reachedSourceLimit(usage: PlanUsage, sourcesInProject: number): PlanLimitRefusal | null {
  const { limit } = usage.sourcesPerProject;
  if (sourcesInProject < limit) return null;
  return {
    codes: [PLAN_LIMIT_SOURCES],
    message: `The ${planName(usage)} plan allows ${limit} sources per project. ${deleteOrUpgrade('source')}`,
  };
}

/** Webhooks, when the plan does not include them. */
export function reachedWebhookLimit(usage: PlanUsage): PlanLimitRefusal | null {
  if (usage.webhooks.allowed) return null;
  return {
    codes: [PLAN_LIMIT_WEBHOOKS],
    message: `Webhooks are not included in the ${planName(usage)} plan. ${UPGRADE}.`,
  };
}
