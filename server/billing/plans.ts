import type { Plan } from '@contract/billing';

export type { Plan };

/** The three plans of the billing simulation (prices in cents, per month). */
export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceMonthly: 0,
    currency: 'usd',
    description: 'For side projects and trying the platform out.',
    features: ['3 projects', '5 sources per project', 'Community support'],
    limits: { projects: 3, sources: 5, documents: 1_000, webhooks: false, semanticSearch: false },
  },
  {
    id: 'pro',
    name: 'Pro',
    priceMonthly: 2_900,
    currency: 'usd',
    description: 'For production apps that need more sources and daily updates.',
    features: ['10 projects', '25 sources per project', 'Webhooks', 'Email support'],
    limits: { projects: 10, sources: 25, documents: 100_000, webhooks: true, semanticSearch: false },
  },
  {
    id: 'team',
    name: 'Team',
    priceMonthly: 9_900,
    currency: 'usd',
    description: 'For teams indexing their whole workspace, with priority support.',
    features: ['100 projects', '200 sources per project', 'Webhooks', 'Semantic search', 'Priority support'],
    limits: { projects: 100, sources: 200, documents: 1_000_000, webhooks: true, semanticSearch: true },
  },
];

export const planById = (id: string): Plan => PLANS.find((plan) => plan.id === id) ?? PLANS[0];
