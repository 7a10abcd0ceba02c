import type { AccountUsage } from '@contract/billing';
import { baseApi } from './baseApi';

// In shared/ because the Subscription page shows it and other features' create dialogs check it.
// Measured against the current plan, so a plan change refetches it with the plan.
export const planUsageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlanUsage: build.query<AccountUsage, void>({
      query: () => ({ url: 'subscriptions/usage' }),
      providesTags: ['CurrentPlan'],
      extraOptions: { failure: 'Failed fetching usage' },
    }),
  }),
});

export const { useGetPlanUsageQuery } = planUsageApi;
