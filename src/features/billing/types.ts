/** Billing shapes of the dashboard API (lead contract): amounts are cents, dates ISO strings. */
import type { ApiRequestUsage, Plan, PlanUsage } from '@contract/billing';
import type { PlanId } from '@contract/enums';

export type { ApiRequestUsage, Plan, PlanId, PlanUsage };

export interface Subscription {
  id: string;
  planId: PlanId;
  status: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
}

/** GET subscriptions/plan: the current plan plus the subscription on it. */
export interface CurrentPlan extends Plan {
  subscription: Subscription;
}

export interface Invoice {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void';
  amountDue: number;
  amountPaid: number;
  currency: string;
  created: string;
  periodStart: string;
  periodEnd: string;
  description: string;
  hostedInvoiceUrl: string;
}

export interface InvoicesPage {
  invoices: Invoice[];
  hasMore: boolean;
}
