import type { BenchPlatform } from '../benchPlatform';
import { median, type AtVolumes } from './pageProbe';

// The scale GraphQL figure: `documents(first: 100)` with each document's source, page 1 against
// page 50 of the project's documents, over HTTP against the bench's in-process platform, for the full and
// the small project of the run. Keyset paging should make a deep page cost what the first does, at any volume.

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

type Volume = keyof AtVolumes<unknown>;
type Which = 'page1' | 'page50';

interface PageReply {
  data?: { documents: { pageInfo: { hasNextPage: boolean; endCursor: string | null } } };
  errors?: { message: string }[];
}

export async function measureGraphqlDocuments(
  bench: BenchPlatform,
  projectIds: AtVolumes<string>,
): Promise<AtVolumes<GraphqlScaleResult>> {
  const page = async (projectId: string, after: string | null) => {
    const response = await fetch(`${bench.platform.url}/graphql/v1/projects/${projectId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bench.session.access_token}` },
      body: JSON.stringify({ query: QUERY, variables: { after } }),
    });
    const reply = (await response.json()) as PageReply;
    if (!response.ok || !reply.data) throw new Error(`GraphQL documents → ${response.status} ${JSON.stringify(reply)}`);
    return reply.data.documents.pageInfo;
  };
  // Walks to the cursor that ends page 49, so page 50 is asked for the way a client pages to it.
  const deepCursor = async (projectId: string) => {
    let cursor: string | null = null;
    for (let index = 1; index < DEEP_PAGE; index++) {
      const info = await page(projectId, cursor);
      if (!info.hasNextPage) throw new Error(`The project has fewer than ${DEEP_PAGE} pages of ${PAGE} documents`);
      cursor = info.endCursor;
    }
    return cursor;
  };
  const cursors = { full: await deepCursor(projectIds.full), small: await deepCursor(projectIds.small) };

  // The four requests in turns, so the machine's load falls on all of them alike.
  const times: Record<Volume, Record<Which, number[]>> = {
    full: { page1: [], page50: [] },
    small: { page1: [], page50: [] },
  };
  const timed = async (volume: Volume, which: Which) => {
    const started = performance.now();
    await page(projectIds[volume], which === 'page1' ? null : cursors[volume]);
    times[volume][which].push(performance.now() - started);
  };
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    for (const volume of ['full', 'small'] as const) {
      await timed(volume, 'page1');
      await timed(volume, 'page50');
    }
  }
  const result = (volume: Volume) => ({
    page1Ms: median(times[volume].page1),
    page50Ms: median(times[volume].page50),
  });
  return { full: result('full'), small: result('small') };
}
