import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SubscriptionPage from '@/features/billing/pages/SubscriptionPage';
import type { Plan, PlanId } from '@/features/billing/types';
import { renderWithProviders } from '../utils/renderWithProviders';
import { injectedFailure, stubDashboardApi } from '../utils/stubDashboardApi';

const plan = (id: PlanId, name: string, priceMonthly: number): Plan => ({
  id,
  name,
  priceMonthly,
  currency: 'usd',
  description: `${name} description`,
  features: [`${name} feature`],
  limits: { projects: 3, sources: 10, documents: 1000, webhooks: true, semanticSearch: true },
});
const plans = [plan('free', 'Free', 0), plan('pro', 'Pro', 1900), plan('team', 'Team', 4900)];
const subscription = (planId: PlanId) => ({
  id: 'sub_1',
  planId,
  status: 'active',
  currentPeriodStart: '2025-01-01T00:00:00.000Z',
  currentPeriodEnd: '2025-02-01T00:00:00.000Z',
});
const usage = (planId: PlanId) => ({
  body: {
    data: {
      planId,
      projects: { used: 1, limit: 3 },
      sourcesPerProject: { used: 2, limit: 10 },
      documentsPerProject: { used: 10, limit: 1000 },
      webhooks: { used: 0, allowed: true },
      semanticSearch: { used: 0, allowed: true },
      apiRequests: { last24Hours: 1, thisPeriod: 1234, periodStart: '2025-01-01T00:00:00.000Z' },
    },
  },
});
const current = (planId: PlanId) => ({
  body: { data: { ...plans.find((p) => p.id === planId), subscription: subscription(planId) } },
});

describe('SubscriptionPage', () => {
  it('marks the current plan and changes plan after confirmation', async () => {
    const user = userEvent.setup();
    let currentPlan: PlanId = 'free';
    const api = stubDashboardApi({
      'GET /subscription-plans': { body: { data: plans } },
      'GET /subscriptions/plan': () => current(currentPlan),
      'GET /subscriptions/usage': () => usage(currentPlan),
      'PUT /subscriptions': (call) => {
        currentPlan = (call.body as { planId: PlanId }).planId;
        return { body: { data: subscription(currentPlan) } };
      },
    });
    const { store } = renderWithProviders(<SubscriptionPage />);

    const free = await screen.findByRole('article', { name: 'Free plan' });
    expect(await within(free).findByText('Current plan')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Pro plan' })).getByText('$19.00')).toBeTruthy();
    // The request log's counts sit beside the limits.
    const usageCard = screen.getByRole('region', { name: 'Usage' });
    expect(await within(usageCard).findByText('1,234 API requests this billing period')).toBeTruthy();
    expect(within(usageCard).getByText('1 API request in the last 24 hours')).toBeTruthy();
    expect(within(usageCard).getByText('1 of 3 projects')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/subscriptions',
      body: { planId: 'pro' },
    });
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Subscription updated');
    // The current plan is read again after the change, and the mark moves.
    const pro = screen.getByRole('article', { name: 'Pro plan' });
    expect(await within(pro).findByText('Current plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Downgrade to Free' })).toBeTruthy();
  });

  it('keeps the dialog open with the server message when the change fails', async () => {
    const user = userEvent.setup();
    stubDashboardApi({
      'GET /subscription-plans': { body: { data: plans } },
      'GET /subscriptions/plan': current('free'),
      'GET /subscriptions/usage': usage('free'),
      'PUT /subscriptions': injectedFailure,
    });
    const { store } = renderWithProviders(<SubscriptionPage />);
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: 'Failed updating subscription' }),
    );
  });

  it('reports failed reads of the plans and of the current plan', async () => {
    stubDashboardApi({
      'GET /subscription-plans': { status: 422, body: { errorCode: 'PLANS_UNAVAILABLE' } },
      'GET /subscriptions/plan': { status: 422, body: { error: 'No subscription' } },
      'GET /subscriptions/usage': usage('free'),
    });
    const { store } = renderWithProviders(<SubscriptionPage />);
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ message: 'Failed fetching subscription plans', extra: 'PLANS_UNAVAILABLE' }),
          expect.objectContaining({ message: 'Failed fetching subscription plan', extra: 'No subscription' }),
        ]),
      ),
    );
    expect(await screen.findByText('The plans could not be loaded.', { exact: false })).toBeTruthy();
  });
});
