import { baseApi } from '@/shared/api/baseApi';
import type { CurrentPlan, Plan, PlanId, Subscription } from './types';

// A plan change alters the current plan and the next invoice, so both are refetched after it.
export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionPlans: build.query<Plan[], void>({
      query: () => ({ url: 'subscription-plans' }),
      extraOptions: { failure: 'Failed fetching subscription plans' },
    }),
    getCurrentPlan: build.query<CurrentPlan, void>({
      query: () => ({ url: 'subscriptions/plan' }),
      providesTags: ['CurrentPlan'],
      extraOptions: { failure: 'Failed fetching subscription plan' },
    }),
    updateSubscription: build.mutation<Subscription, { planId: PlanId }>({
      query: (body) => ({ url: 'subscriptions', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['CurrentPlan', 'UpcomingInvoice'] : []),
      extraOptions: { success: 'Subscription updated', failure: 'Failed updating subscription' },
    }),
  }),
});

export const { useGetSubscriptionPlansQuery, useGetCurrentPlanQuery, useUpdateSubscriptionMutation } = subscriptionApi;
