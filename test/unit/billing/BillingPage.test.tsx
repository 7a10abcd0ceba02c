import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BillingPage from '@/features/billing/pages/BillingPage';
import type { Invoice } from '@/features/billing/types';
import { renderWithProviders } from '../utils/renderWithProviders';
import { stubDashboardApi, type StubReply } from '../utils/stubDashboardApi';

const invoice = (n: number): Invoice => ({
  id: `in_${n}`,
  number: `INV-${String(n).padStart(4, '0')}`,
  status: n === 0 ? 'open' : 'paid',
  amountDue: 1900,
  amountPaid: n === 0 ? 0 : 1900,
  currency: 'usd',
  created: '2025-01-01T00:00:00.000Z',
  periodStart: '2025-01-01T00:00:00.000Z',
  periodEnd: '2025-02-01T00:00:00.000Z',
  description: 'Pro plan',
  hostedInvoiceUrl: `https://billing.example.com/invoices/${n}`,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => invoice(from + index));
const page = (invoices: Invoice[], hasMore: boolean): StubReply => ({ body: { data: { invoices, hasMore } } });
const upcoming: StubReply = { body: { data: { ...invoice(0), amountDue: 4900, description: 'Team plan' } } };

describe('BillingPage', () => {
  it('shows the upcoming invoice and pages through invoices without duplicates', async () => {
    const user = userEvent.setup();
    const api = stubDashboardApi({
      'GET /stripe/invoices/upcoming': upcoming,
      'GET /stripe/invoices': page(range(1, 10), true),
      // The second page repeats the last invoice of the first (e.g. a late insert shifted the cursor).
      'GET /stripe/invoices?startingAfter=in_10': page(range(10, 19), true),
      'GET /stripe/invoices?startingAfter=in_19': page(range(20, 22), false),
    });
    renderWithProviders(<BillingPage />);

    const upcomingCard = await screen.findByRole('region', { name: 'Upcoming invoice' });
    expect(await within(upcomingCard).findByText('$49.00')).toBeTruthy();
    expect(within(upcomingCard).getByText('Team plan')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(23));

    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 22 invoices')).toBeTruthy();
    const numbers = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(new Set(numbers).size).toBe(22);
    expect(api.calls.filter((call) => call.path.startsWith('/stripe/invoices?'))).toHaveLength(2);
  });

  it('reports failed invoice and upcoming invoice reads', async () => {
    stubDashboardApi({
      'GET /stripe/invoices/upcoming': { status: 422, body: { error: 'No customer' } },
      'GET /stripe/invoices': { status: 422, body: { errorCode: 'NO_CUSTOMER' } },
    });
    const { store } = renderWithProviders(<BillingPage />);
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ message: 'Failed fetching upcoming invoice', extra: 'No customer' }),
          expect.objectContaining({ message: 'Failed fetching invoices', extra: 'NO_CUSTOMER' }),
        ]),
      ),
    );
    expect(await screen.findByText('The upcoming invoice could not be loaded.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Invoices could not be loaded.', { exact: false })).toBeTruthy();
  });

  it('keeps loaded invoices when a later page fails, and loads it on retry', async () => {
    const user = userEvent.setup();
    let failNext = true;
    stubDashboardApi({
      'GET /stripe/invoices/upcoming': upcoming,
      'GET /stripe/invoices': page(range(1, 10), true),
      'GET /stripe/invoices?startingAfter=in_10': () =>
        failNext ? { status: 422, body: { error: 'Try later' } } : page(range(11, 12), false),
    });
    const { store } = renderWithProviders(<BillingPage />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(store.getState().toasts.items).toContainEqual(
        expect.objectContaining({ message: 'Failed fetching invoices' }),
      ),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    failNext = false;
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
  });

  it('creates a portal session and refuses a non-http URL', async () => {
    const user = userEvent.setup();
    const api = stubDashboardApi({
      'GET /stripe/invoices/upcoming': upcoming,
      'GET /stripe/invoices': page([], false),
      'POST /stripe/billing-portal-session': { body: { data: { url: 'javascript:alert(document.cookie)' } } },
    });
    const { store } = renderWithProviders(<BillingPage />);
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(store.getState().toasts.items.map(({ message, extra }) => ({ message, extra }))).toEqual([
        { message: 'Failed creating billing portal session', extra: 'The billing portal address is not valid' },
      ]),
    );
    expect(api.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/stripe/billing-portal-session',
      body: {},
    });
    expect(store.getState().api.mutations).toEqual({});
  });

  it('reports a failed portal session', async () => {
    const user = userEvent.setup();
    stubDashboardApi({
      'GET /stripe/invoices/upcoming': upcoming,
      'GET /stripe/invoices': page([], false),
      'POST /stripe/billing-portal-session': {
        status: 500,
        body: { errorCode: ['FAULT_INJECTED', 'Injected failure'] },
      },
    });
    const { store } = renderWithProviders(<BillingPage />);
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(store.getState().toasts.items).toContainEqual(
        expect.objectContaining({
          message: 'Failed creating billing portal session',
          extra: 'FAULT_INJECTED\nInjected failure',
        }),
      ),
    );
  });
});
