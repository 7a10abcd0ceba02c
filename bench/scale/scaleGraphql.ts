import type { BenchPlatform } from '../benchPlatform';
import { median } from './pageProbe';

// The scale GraphQL figure: `documents(first: 100)` with each document's source, page 1 against
// page 50 of the project's documents, over HTTP against the bench's in-process platform. Keyset paging
// should make a deep page cost what the first does.

export interface GraphqlScaleResult {
  page1Ms: number;
  page50Ms: number;
}

const PAGE = 100;
const DEEP_PAGE = 50;
const REPEATS = 5;
const QUERY = `query Page($after: String) {
  documents(first: ${PAGE}, after: $after) {
    edges { node { id title status sizeBytes source { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface PageReply {
  data?: { documents: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
  errors?: { message: string }[];
}

export async function measureGraphqlDocuments(bench: BenchPlatform, projectId: string): Promise<GraphqlScaleResult> {
  const page = async (after: string | null) => {
    const response = await fetch(`${bench.platform.url}/graphql/v1/projects/${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bench.session.access_token}` },
      body: JSON.stringify({ query: QUERY, variables: { after } }),
    });
    const reply = (await response.json()) as PageReply;
    if (!response.ok || !reply.data) throw new Error(`GraphQL documents → ${response.status} ${JSON.stringify(reply)}`);
    return reply.data.documents.pageInfo;
  };
  const timed = async (after: string | null) => {
    const times: number[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      const started = performance.now();
      await page(after);
      times.push(performance.now() - started);
    }
    return median(times);
  };

  // Walks to the cursor that ends page 49, so page 50 is asked for the way a client pages to it.
  let cursor: string | null = null;
  for (let index = 1; index < DEEP_PAGE; index++) {
    const info = await page(cursor);
    if (!info.hasNextPage) throw new Error(`The project has fewer than ${DEEP_PAGE} pages of ${PAGE} documents`);
    cursor = info.endCursor;
  }
  return { page1Ms: await timed(null), page50Ms: await timed(cursor) };
}
