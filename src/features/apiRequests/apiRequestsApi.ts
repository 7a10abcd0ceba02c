import type { RequestStats, RequestWindow, SearchAnalytics } from '@contract/apiRequests';
import { baseApi } from '@/shared/api/baseApi';

type WindowArgs = { projectId: string; window: RequestWindow };

// Aggregates over the recorded requests for the charts and search analytics; the rows come over REST.
export const apiRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRequestStats: build.query<RequestStats, WindowArgs>({
      query: ({ projectId, window }) => ({
        url: `projects/${encodeURIComponent(projectId)}/requests/stats`,
        params: { window },
      }),
      extraOptions: { failure: 'Failed fetching request statistics' },
    }),
    getSearchAnalytics: build.query<SearchAnalytics, WindowArgs>({
      query: ({ projectId, window }) => ({
        url: `projects/${encodeURIComponent(projectId)}/requests/search-analytics`,
        params: { window },
      }),
      extraOptions: { failure: 'Failed fetching search analytics' },
    }),
  }),
});

export const { useGetRequestStatsQuery, useGetSearchAnalyticsQuery } = apiRequestsApi;
