import type { Transaction } from '../db/types';
import type { Plan, PlanUsage } from '@contract/billing';
import {
  PLAN_LIMIT_DOCUMENTS,
  PLAN_LIMIT_PROJECTS,
  PLAN_LIMIT_SEMANTIC_SEARCH,
  PLAN_LIMIT_SOURCES,
  PLAN_LIMIT_WEBHOOKS,
  isTopPlan,
  type PlanId,
  type PlanLimit,
} from '@contract/enums';
import { ensureBilling } from './invoices';
import { planById } from './plans';
import { ApiError } from '../core/errors';

// Refusals are 402 (Payment Required), not 403: the app reads 401/403 as a lost session and signs out.
const UPGRADE = 'Upgrade your plan in Settings → Subscription';
/** What to do at a counted limit; on the biggest plan there is nothing to upgrade to. */
const makeRoom = (plan: Plan, remove: string) =>
  isTopPlan(plan.id) ? `${remove} to make room.` : `${remove} or upgrade your plan in Settings → Subscription.`;

/**
 * The caller's plan, with their subscription row locked until the transaction ends: every write a limit
 * guards takes this lock first, so concurrent creates queue and each counts what the previous one added.
 */
export async function lockPlan(tx: Transaction, userId: string): Promise<Plan> {
  await ensureBilling(tx, userId);
  const { rows } = await tx.query<{ plan_id: string }>(
    'select plan_id from private.subscriptions where user_id = $1 for update',
    [userId],
  );
  return planById(rows[0].plan_id);
}

const count = async (tx: Transaction, sql: string, params: unknown[]) =>
  Number((await tx.query<{ n: number | string | null }>(sql, params)).rows[0]?.n ?? 0);

const OPEN_PROJECTS = "from public.projects where owner_id = $1 and state <> 'deleted'";

/** What the owner uses now, measured against plan (deleted projects do not count until restored). */
export async function usageOf(tx: Transaction, userId: string, plan: Plan): Promise<PlanUsage> {
  const perProject = (what: string, from: string) =>
    count(
      tx,
      `select max(n) as n from (select ${what} as n from ${from}
         where owner_id = $1 and project_id in (select id ${OPEN_PROJECTS}) group by project_id) per_project`,
      [userId],
    );
  return {
    planId: plan.id as PlanId,
    projects: { used: await count(tx, `select count(*) as n ${OPEN_PROJECTS}`, [userId]), limit: plan.limits.projects },
    sourcesPerProject: { used: await perProject('count(*)', 'public.sources'), limit: plan.limits.sources },
    documentsPerProject: {
      used: await perProject('sum(documents_count)', 'public.sources'),
      limit: plan.limits.documents,
    },
    webhooks: {
      used: await count(
        tx,
        `select count(*) as n from public.webhooks where owner_id = $1 and project_id in (select id ${OPEN_PROJECTS})`,
        [userId],
      ),
      allowed: plan.limits.webhooks,
    },
    semanticSearch: {
      used: await count(
        tx,
        `select count(*) as n ${OPEN_PROJECTS} and (settings -> 'features' ->> 'semanticSearch')::boolean`,
        [userId],
      ),
      allowed: plan.limits.semanticSearch,
    },
  };
}

/** Refuses a new (or restored) project once the account has as many open projects as the plan allows. */
export async function assertProjectSlot(tx: Transaction, userId: string): Promise<void> {
  const plan = await lockPlan(tx, userId);
  const used = await count(tx, `select count(*) as n ${OPEN_PROJECTS}`, [userId]);
  if (used >= plan.limits.projects) {
    throw new ApiError(
      402,
      PLAN_LIMIT_PROJECTS,
      `The ${plan.name} plan allows ${plan.limits.projects} projects. ${makeRoom(plan, 'Delete a project')}`,
    );
  }
}

/**
 * Refuses restoring a project that would not fit the plan: a project slot when it was deleted (a paused
 * one still counts), and its own sources, documents, webhooks and semantic search, checked under the plan
 * lock in the restore's transaction. restore_project() in SQL makes the same checks.
 */
export async function assertRestoreFits(
  tx: Transaction,
  userId: string,
  project: { id: string; state: string; settings: unknown },
): Promise<void> {
  if (project.state === 'deleted') await assertProjectSlot(tx, userId);
  const plan = await lockPlan(tx, userId);
  const { limits, name } = plan;
  const { rows } = await tx.query<{ sources: number; documents: number; webhooks: number }>(
    `select (select count(*)::int from public.sources where project_id = $1) as sources,
            (select coalesce(sum(documents_count), 0)::float8 from public.sources where project_id = $1) as documents,
            (select count(*)::int from public.webhooks where project_id = $1) as webhooks`,
    [project.id],
  );
  const { sources, documents, webhooks } = rows[0];
  const refuse = (code: PlanLimit, text: string) => new ApiError(402, code, `${text} ${UPGRADE}.`);
  if (sources > limits.sources) {
    throw refuse(PLAN_LIMIT_SOURCES, `The ${name} plan allows ${limits.sources} sources per project; this project has ${sources}.`);
  }
  if (documents > limits.documents) {
    throw refuse(PLAN_LIMIT_DOCUMENTS, `The ${name} plan allows ${limits.documents} documents per project; this project has ${documents}.`);
  }
  if (webhooks > 0 && !limits.webhooks) {
    throw refuse(PLAN_LIMIT_WEBHOOKS, `Webhooks are not included in the ${name} plan; this project has ${webhooks}.`);
  }
  const features = (project.settings as { features?: { semanticSearch?: boolean } } | null)?.features;
  if (features?.semanticSearch && !limits.semanticSearch) {
    throw refuse(PLAN_LIMIT_SEMANTIC_SEARCH, `Semantic search is not included in the ${name} plan; this project has it on.`);
  }
}

/** Refuses a new source once the project has as many sources as the plan allows. */
export async function assertSourceSlot(tx: Transaction, userId: string, projectId: string): Promise<void> {
  const plan = await lockPlan(tx, userId);
  const used = await count(tx, 'select count(*) as n from public.sources where owner_id = $1 and project_id = $2', [
    userId,
    projectId,
  ]);
  if (used >= plan.limits.sources) {
    throw new ApiError(
      402,
      PLAN_LIMIT_SOURCES,
      `The ${plan.name} plan allows ${plan.limits.sources} sources per project. ${makeRoom(plan, 'Delete a source')}`,
    );
  }
}

/** Webhooks need a plan that includes them. */
export async function assertWebhooksAllowed(tx: Transaction, userId: string): Promise<void> {
  const plan = await lockPlan(tx, userId);
  if (!plan.limits.webhooks) {
    throw new ApiError(402, PLAN_LIMIT_WEBHOOKS, `Webhooks are not included in the ${plan.name} plan. ${UPGRADE}.`);
  }
}

/** Turning semantic search on needs a plan that includes it. */
export async function assertSemanticSearchAllowed(tx: Transaction, userId: string): Promise<void> {
  const plan = await lockPlan(tx, userId);
  if (!plan.limits.semanticSearch) {
    throw new ApiError(
      402,
      PLAN_LIMIT_SEMANTIC_SEARCH,
      `Semantic search is not included in the ${plan.name} plan. ${UPGRADE}.`,
    );
  }
}

/** What current usage exceeds on plan: the limit's code and a phrase such as "5 projects (Free allows 3)". */
export interface Excess {
  code: PlanLimit;
  text: string;
}

export function excessOn(usage: PlanUsage, plan: Plan): Excess[] {
  const { limits, name } = plan;
  const over: (Excess | false)[] = [
    usage.projects.used > limits.projects && {
      code: PLAN_LIMIT_PROJECTS,
      text: `${usage.projects.used} projects (${name} allows ${limits.projects})`,
    },
    usage.sourcesPerProject.used > limits.sources && {
      code: PLAN_LIMIT_SOURCES,
      text: `${usage.sourcesPerProject.used} sources in a project (${name} allows ${limits.sources})`,
    },
    usage.documentsPerProject.used > limits.documents && {
      code: PLAN_LIMIT_DOCUMENTS,
      text: `${usage.documentsPerProject.used} documents in a project (${name} allows ${limits.documents})`,
    },
    usage.webhooks.used > 0 &&
      !limits.webhooks && { code: PLAN_LIMIT_WEBHOOKS, text: `${usage.webhooks.used} webhooks (${name} has none)` },
    usage.semanticSearch.used > 0 &&
      !limits.semanticSearch && {
        code: PLAN_LIMIT_SEMANTIC_SEARCH,
        text: `semantic search on ${usage.semanticSearch.used} projects (${name} has none)`,
      },
  ];
  return over.filter((item): item is Excess => item !== false);
}

/**
 * Refuses adding `adding` indexed documents to a project that would then hold more than the plan allows;
 * indexing calls it per step, under the plan lock, so parallel runs of one project cannot overshoot.
 */
export async function assertDocumentsRoom(
  tx: Transaction,
  ownerId: string,
  projectId: string,
  adding: number,
): Promise<void> {
  const plan = await lockPlan(tx, ownerId);
  const used = await count(
    tx,
    "select count(*) as n from public.documents where project_id = $1 and status = 'INDEXED'",
    [projectId],
  );
  if (used + adding > plan.limits.documents) {
    throw new ApiError(
      402,
      PLAN_LIMIT_DOCUMENTS,
      `The ${plan.name} plan allows ${plan.limits.documents} documents per project; indexing stopped at ${used}. ${makeRoom(plan, 'Remove a source')}`,
    );
  }
}
