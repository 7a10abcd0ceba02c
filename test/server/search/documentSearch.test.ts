import { beforeAll, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../server/runs/sourceWrites';
import { dataOf, expectError } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { HANDBOOK, type SeededSource } from './corpus';

// The Documents tab and the command palette read GET /documents?search=; GraphQL has documents(search:).
// Both rank with the Search page's keyword ranking over the documents' chunks.
const world = apiWorld('Document search');
let source: SeededSource;

const CORPUS = [
  ...HANDBOOK,
  { title: 'Onboarding checklist', content: 'Collect your badge and meet your buddy on the first morning.' },
  { title: 'Meeting notes', content: 'We discussed the onboarding of new hires and the quarterly roadmap.' },
  { title: 'Quarterly planning', content: 'Quarterly goals, quarterly budgets and the quarterly review calendar.' },
  { title: 'Ledger', content: 'The reconciliation of the ledger happens at month end.' },
  ...Array.from({ length: 30 }, (_, i) => ({
    title: `Quarterly report ${i + 1}`,
    content: `Quarterly figures for region ${i + 1}, compared with the previous quarterly report.`,
  })),
];

interface Page {
  documents: { id: string; title: string }[];
  nextCursor: string | null;
}

const list = (query: Record<string, string>) =>
  world.alice.call<Page>(
    'GET',
    `/projects/${world.projectId}/documents?${new URLSearchParams({ sourceId: source.id, ...query }).toString()}`,
  );
const titlesOf = async (search: string) => dataOf(await list({ search })).documents.map((d) => d.title);

interface Connection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: string; title: string } }[];
}

async function gql(search: string, first = 20, after: string | null = null) {
  const response = await fetch(`${world.platform.url}/graphql/v1/projects/${world.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.alice.session.access_token}` },
    body: JSON.stringify({
      query: `query($search: String, $first: Int, $after: String) {
        documents(search: $search, first: $first, after: $after) {
          totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id title } } } }`,
      variables: { search, first, after },
    }),
  });
  return (await response.json()) as { data?: { documents: Connection }; errors?: { extensions?: { code?: string } }[] };
}
const gqlTitles = async (search: string) => (await gql(search)).data!.documents.edges.map((e) => e.node.title);

beforeAll(async () => {
  const { id } = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
    201,
  );
  source = { id, owner_id: world.alice.id, project_id: world.projectId };
  await world.platform.ctx.asService((tx) =>
    insertDocuments(
      tx,
      source,
      CORPUS.map((doc) => ({
        ...doc,
        url: `https://handbook.example.com/${doc.title}`,
        mime_type: 'text/markdown',
        metadata: {},
      })),
    ),
  );
});

describe('documents search, dashboard API (Documents tab, command palette)', () => {
  it("puts the rare word's document first, however often others repeat the common one", async () => {
    const titles = await titlesOf('quarterly reconciliation');
    expect(titles[0]).toBe('Ledger');
    // Any word finds a document; the all-quarterly ones follow.
    expect(titles).toContain('Quarterly planning');
  });

  it('ranks a title match above a body match', async () => {
    expect((await titlesOf('onboarding')).slice(0, 2)).toEqual(['Onboarding checklist', 'Meeting notes']);
  });

  it('finds a document by a part of its path', async () => {
    expect((await titlesOf('benefits'))[0]).toBe('handbook/benefits.md');
  });

  it('pages through ranked results without skips or repeats, best first', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    let firstPage: string[] | null = null;
    do {
      const page: Page = dataOf(
        await list({ search: 'quarterly reconciliation', limit: '7', ...(after ? { after } : {}) }),
      );
      firstPage ??= page.documents.map((d) => d.title);
      ids.push(...page.documents.map((d) => d.id));
      after = page.nextCursor;
    } while (after);
    expect(firstPage[0]).toBe('Ledger');
    // Ledger, Quarterly planning, Meeting notes, vacation.md ("quarter") and the 30 reports.
    expect(ids).toHaveLength(34);
    expect(new Set(ids).size).toBe(34);
  });

  it('refuses forged cursors with INVALID_AFTER', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = crypto.randomUUID();
    // A score outside [0, 1], a listing cursor (no score) used while searching, and the reverse.
    expectError(await list({ search: 'quarterly', after: forge([5, '1', id]) }), 400, 'INVALID_AFTER');
    expectError(await list({ search: 'quarterly', after: forge([null, '1', id]) }), 400, 'INVALID_AFTER');
    expectError(await list({ after: forge([0.5, '1', id]) }), 400, 'INVALID_AFTER');
    expectError(await list({ search: 'quarterly', after: forge(['0.5; drop', '1', id]) }), 400, 'INVALID_AFTER');
  });
});

describe('documents(search:), GraphQL', () => {
  it('ranks like the dashboard API: rare word first, title above body, path parts', async () => {
    expect((await gqlTitles('quarterly reconciliation'))[0]).toBe('Ledger');
    expect((await gqlTitles('onboarding')).slice(0, 2)).toEqual(['Onboarding checklist', 'Meeting notes']);
    expect((await gqlTitles('benefits'))[0]).toBe('handbook/benefits.md');
    expect(await gqlTitles('quarterly reconciliation')).toEqual(
      (await titlesOf('quarterly reconciliation')).slice(0, 20),
    );
  });

  it('pages ranked results with cursors and counts them', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    const totals: number[] = [];
    do {
      const { data } = await gql('quarterly reconciliation', 10, after);
      totals.push(data!.documents.totalCount);
      ids.push(...data!.documents.edges.map((e) => e.node.id));
      after = data!.documents.pageInfo.hasNextPage ? data!.documents.pageInfo.endCursor : null;
    } while (after);
    expect(new Set(totals)).toEqual(new Set([34]));
    expect(new Set(ids).size).toBe(34);
    const forged = await gql(
      'quarterly',
      10,
      Buffer.from(JSON.stringify([2, '1', crypto.randomUUID()])).toString('base64url'),
    );
    expect(forged.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
