import type { SourceRow } from '../../server/core/rows';
import type { Platform } from '../../server/platform';
import { indexedDocument } from '../../server/runs/documentOutcomes';
import { generateDocument } from '../../server/simulation/documents';
import { insertDocuments, type IndexedDocument } from '../../server/runs/sourceWrites';

// The documents list at volume: one project whose first source holds the list's documents and
// whose second source fills the project up to the GraphQL volume. The rows are the indexing
// simulation's own documents (generateDocument → indexedDocument → insertDocuments, the columns a run
// writes), so the page and GraphQL read what they read in real use.

export interface DocumentsWorld {
  projectId: string;
  /** The source documents page of the source with `listDocuments` documents. */
  listPath: string;
}

const BATCH = 5_000;

async function fill(platform: Platform, source: SourceRow, count: number): Promise<void> {
  for (let first = 0; first < count; first += BATCH) {
    const docs: IndexedDocument[] = [];
    for (let index = first; index < Math.min(first + BATCH, count); index++)
      docs.push(indexedDocument(generateDocument(source.id, source.type, source.custom, index), source.custom, index));
    // One transaction a batch keeps each statement's JSON parameter and the WAL of one commit small.
    await platform.ctx.asService((tx) => insertDocuments(tx, source, docs));
  }
}

export async function buildDocumentsWorld(
  platform: Platform,
  ownerId: string,
  listDocuments: number,
  projectDocuments: number,
  label: string,
): Promise<DocumentsWorld> {
  const { projectId, sources } = await platform.ctx.asService(async (tx) => {
    const project = await tx.query<{ id: string }>(
      `insert into public.projects (owner_id, name, state, settings) values ($1, $2, 'active', '{}') returning id`,
      [ownerId, `${label}: documents`],
    );
    const added = await tx.query<SourceRow>(
      `insert into public.sources (owner_id, project_id, name, type, provider)
       select $1, $2, name, 'push_api', 'push_api' from unnest(array['Listed source', 'Bulk source']) name returning *`,
      [ownerId, project.rows[0].id],
    );
    return { projectId: project.rows[0].id, sources: added.rows };
  });
  const listed = sources.find((source) => source.name === 'Listed source')!;
  const bulk = sources.find((source) => source.name === 'Bulk source')!;
  await fill(platform, listed, listDocuments);
  await fill(platform, bulk, Math.max(0, projectDocuments - listDocuments));
  return { projectId, listPath: `/projects/${projectId}/sources/${listed.id}/documents` };
}
