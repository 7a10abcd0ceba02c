import type { PlanId } from './enums';

/** A subscription plan as GET /subscription-plans returns it (prices in cents, per month). */
export interface Plan {
  id: PlanId;
  name: string;
  priceMonthly: number;
  currency: 'usd';
  description: string;
  features: string[];
  limits: { projects: number; sources: number; documents: number };
}
