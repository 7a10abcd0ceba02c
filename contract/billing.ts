import type { PlanId } from './enums';

/** A subscription plan as GET /subscription-plans returns it (prices in cents, per month). */
export interface Plan {
  id: PlanId;
  name: string;
  priceMonthly: number;
  currency: 'usd';
  description: string;
  features: string[];
  /** Projects per account, sources and documents per project; webhooks and semantic search may be off. */
  limits: { projects: number; sources: number; documents: number; webhooks: boolean; semanticSearch: boolean };
}

/** One counted limit: how much is used of how much the plan allows. */
export interface UsageCount {
  used: number;
  limit: number;
}

/**
 * GET /subscriptions/usage: projects across the account; sources and documents of the fullest project,
 * since those limits apply per project.
 */
export interface PlanUsage {
  planId: PlanId;
  projects: UsageCount;
  sourcesPerProject: UsageCount;
  documentsPerProject: UsageCount;
  webhooks: { used: number; allowed: boolean };
  semanticSearch: { used: number; allowed: boolean };
}

/** Requests the account's projects' APIs received (GraphQL, push, search), from the request log. */
export interface ApiRequestUsage {
  last24Hours: number;
  thisPeriod: number;
  /** Where "this period" starts: the subscription's current billing period. */
  periodStart: string;
}

/** GET /subscriptions/usage: the plan's counted limits and the account's API requests beside them. */
export interface AccountUsage extends PlanUsage {
  apiRequests: ApiRequestUsage;
}
