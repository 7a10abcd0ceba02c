import { baseApi } from '@/shared/api/baseApi';
import { isHttpUrl } from '@/shared/lib/httpUrl';
import { nextInvoiceCursor } from './invoicePages';
import type { Invoice, InvoicesPage } from './types';

/** The failure title for the billing portal call. */
export const BILLING_PORTAL_FAILURE = 'Failed creating billing portal session';

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One cache entry holding every loaded page; the page param is the startingAfter cursor (null = first page).
    getInvoices: build.infiniteQuery<InvoicesPage, void, string | null>({
      query: ({ pageParam }) => ({ url: 'stripe/invoices', params: { startingAfter: pageParam } }),
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => nextInvoiceCursor(lastPage),
      },
      extraOptions: { failure: 'Failed fetching invoices' },
    }),
    getUpcomingInvoice: build.query<Invoice | null, void>({
      query: () => ({ url: 'stripe/invoices/upcoming' }),
      providesTags: ['UpcomingInvoice'],
      extraOptions: { failure: 'Failed fetching upcoming invoice' },
    }),
    createBillingPortalSession: build.mutation<{ url: string }, void>({
      query: () => ({ url: 'stripe/billing-portal-session', method: 'POST', body: {} }),
      extraOptions: {
        // A reply whose URL will not be followed is no success: BillingPortalButton reports it instead.
        success: (data) => {
          const url = (data as { url?: unknown } | null)?.url;
          return typeof url === 'string' && isHttpUrl(url) ? 'Billing portal session created' : null;
        },
        failure: BILLING_PORTAL_FAILURE,
      },
    }),
  }),
});

export const { useGetInvoicesInfiniteQuery, useGetUpcomingInvoiceQuery, useCreateBillingPortalSessionMutation } =
  billingApi;
