import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { env } from '@/shared/config/env';
import { currentAccessToken } from '@/shared/supabase/accessToken';

/** The project's own GraphQL endpoint (VITE_GRAPHQL_URL + project id). */
export function projectGraphqlUrl(projectId: string): string {
  return `${env.graphqlUrl}/${encodeURIComponent(projectId)}`;
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

// A header the user typed in the headers editor (e.g. to try an API key) wins over the session's bearer.
const userCredentialHeaders = ['authorization', 'x-api-key'];

/**
 * fetch for GraphiQL: adds the session's current bearer only when the request goes to `endpoint`,
 * and turns a non-JSON reply (proxy error page, 502…) into a readable error for the result pane.
 */
export function authorizedFetch(endpoint: string): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const ownEndpoint = requestUrl(input) === endpoint;
    if (ownEndpoint && !userCredentialHeaders.some((name) => headers.has(name))) {
      const token = await currentAccessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
    }
    const response = await fetch(input, { ...init, headers });
    const contentType = response.headers.get('content-type') ?? '';
    if (!/json/i.test(contentType)) {
      throw new Error(`The GraphQL endpoint answered ${response.status} ${response.statusText} without a JSON body.`);
    }
    return response;
  };
}

/** GraphiQL fetcher bound to one project's endpoint; a new token is read for every request. */
export function createProjectFetcher(projectId: string): Fetcher {
  const url = projectGraphqlUrl(projectId);
  // Plain JSON POSTs: the endpoint serves no @defer/@stream, so the multipart reader is not needed.
  return createGraphiQLFetcher({ url, fetch: authorizedFetch(url), enableIncrementalDelivery: false });
}
