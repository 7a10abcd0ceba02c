/** Rows of public.api_requests: one request the project's API received (GraphQL, push, search). */
export type { ApiRequestRow as ApiRequest } from '@contract/apiRequests';
