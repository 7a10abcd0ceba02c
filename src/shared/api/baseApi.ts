import { createApi } from '@reduxjs/toolkit/query/react';
import { dashboardBaseQuery } from '@/shared/api/dashboardBaseQuery';

/** The one RTK Query API; every feature injects its endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: dashboardBaseQuery,
  tagTypes: ['Plans', 'CurrentPlan', 'Invoices', 'UpcomingInvoice', 'EntrypointOptions'],
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
