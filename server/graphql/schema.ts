import type { Transaction } from '../db/types';
import type { GraphQLResolveInfo } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { Claims, PlatformContext } from '../core/context';
import type { ProjectRow, SourceRow } from '../core/rows';
import { DOCUMENT_COLUMNS, documentsConnection, type DocumentRow, type DocumentsArgs } from './documents';
import { enhancements } from './enhancements';
import type { GraphQLLoaders } from './loaders';
import { runsConnection, type RunNode, type RunsArgs } from './runs';
import {
  SEARCH_FIELD,
  searchResolver,
  searchResultResolver,
  searchTypeDefs,
  snippetWith,
  type GraphQLSearchHit,
} from './search';
import { selects } from './selection';
import { isUuid } from '../core/ids';

/** Per-request context: the caller (owner claims) and their project, already authorised. */
export interface GraphQLContext {
  ctx: PlatformContext;
  claims: Claims;
  project: ProjectRow;
  introspection: boolean;
  loaders: GraphQLLoaders;
}

const typeDefs = /* GraphQL */ `
  "A project: its sources and the documents indexed from them."
  type Project {
    id: ID!
    name: String!
    state: String!
    createdAt: String!
    sources: [Source!]!
    documents(sourceId: ID, search: String, first: Int = 20, after: String): DocumentConnection!
    runs(sourceId: ID!, first: Int = 20, after: String): RunConnection!
  }

  "A connected data source."
  type Source {
    id: ID!
    name: String!
    type: String!
    provider: String!
    status: String!
    "The source's indexed documents; documents(sourceId:).totalCount counts every status."
    documentsCount: Int!
    lastIndexedAt: String
    createdAt: String!
  }

  "A document a run met: indexed, or kept with the reason it was skipped or failed."
  type Document {
    id: ID!
    title: String!
    content: String!
    url: String
    mimeType: String
    "INDEXED, FAILED or SKIPPED."
    status: String!
    "Why the document was skipped or failed."
    error: String
    "Size in bytes (a Float: files can exceed a 32-bit Int)."
    sizeBytes: Float
    "The run that wrote the document."
    runId: ID
    "Outputs of the enhancements the source has switched on; null when it has none."
    enhancements: Enhancements
    source: Source!
    createdAt: String!
  }

  "Enhancement outputs; each is null when its enhancement was off."
  type Enhancements {
    summary: String
    entities: [String!]
    language: String
    keywords: [String!]
  }

  "One indexing run of a source."
  type Run {
    id: ID!
    "init, update or rebuild."
    kind: String!
    "manual or schedule."
    trigger: String!
    "QUEUED, RUNNING, SUCCEEDED, FAILED or CANCELLED."
    status: String!
    startedAt: String!
    finishedAt: String
    documentsAdded: Int!
    documentsUpdated: Int!
    documentsRemoved: Int!
    documentsFailed: Int!
    "Why the run failed."
    error: String
    source: Source!
  }

  type RunEdge {
    cursor: String!
    node: Run!
  }

  type RunConnection {
    edges: [RunEdge!]!
    pageInfo: PageInfo!
  }

  type DocumentEdge {
    cursor: String!
    node: Document!
  }

  type PageInfo {
    hasNextPage: Boolean!
    endCursor: String
  }

  type DocumentConnection {
    edges: [DocumentEdge!]!
    pageInfo: PageInfo!
    "Every matching document, indexed, skipped or failed; counted only when selected."
    totalCount: Int!
  }

  type Query {
    "The project this endpoint serves."
    project: Project!
    sources: [Source!]!
    "Documents oldest first; search matches title or content (case-insensitive). For ranked retrieval use search."
    documents(sourceId: ID, search: String, first: Int = 20, after: String): DocumentConnection!
    document(id: ID!): Document
    "A source's indexing runs, newest first (at most 100 a page)."
    runs(sourceId: ID!, first: Int = 20, after: String): RunConnection!${SEARCH_FIELD}
  }
${searchTypeDefs}`;

// Every read runs as the owner, so RLS applies to GraphQL exactly as to REST.
const read = <T>(context: GraphQLContext, fn: (tx: Transaction) => Promise<T>) =>
  context.ctx.asUser(context.claims, fn);

const listSources = (context: GraphQLContext) =>
  read(context, async (tx) => {
    const { rows } = await tx.query<SourceRow>(
      'select * from public.sources where project_id = $1 order by created_at, id',
      [context.project.id],
    );
    return rows;
  });

// A search ranks with service rights, confined to the request's project, which is the caller's (see
// searchProject); listing stays under RLS.
const connection = (context: GraphQLContext, args: DocumentsArgs, info: GraphQLResolveInfo) => {
  const page = (tx: Transaction) => documentsConnection(tx, context.project.id, args, selects(info, 'totalCount'));
  return args.search?.trim() ? context.ctx.asService(page) : read(context, page);
};

const runs = (context: GraphQLContext, args: RunsArgs) =>
  read(context, (tx) => runsConnection(tx, context.project.id, args));

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const schema = createSchema<GraphQLContext>({
  typeDefs,
  resolvers: {
    Query: {
      project: (_root, _args, context) => context.project,
      sources: (_root, _args, context) => listSources(context),
      documents: (_root, args: DocumentsArgs, context, info) => connection(context, args, info),
      runs: (_root, args: RunsArgs, context) => runs(context, args),
      search: (_root, args: Parameters<typeof searchResolver>[0], context) => searchResolver(args, context),
      searchResult: (_root, args: Parameters<typeof searchResultResolver>[0], context) =>
        searchResultResolver(args, context),
      document: (_root, { id }: { id: string }, context) =>
        isUuid(id)
          ? read(context, async (tx) => {
              const { rows } = await tx.query<DocumentRow>(
                `select ${DOCUMENT_COLUMNS} from public.documents d where d.id = $1 and d.project_id = $2`,
                [id, context.project.id],
              );
              return rows[0] ?? null;
            })
          : null,
    },
    Project: {
      createdAt: (project: ProjectRow) => project.created_at.toISOString(),
      sources: (_project, _args, context) => listSources(context),
      documents: (_project, args: DocumentsArgs, context, info) => connection(context, args, info),
      runs: (_project, args: RunsArgs, context) => runs(context, args),
    },
    Source: {
      documentsCount: (source: SourceRow) => source.documents_count,
      lastIndexedAt: (source: SourceRow) => iso(source.last_indexed_at),
      createdAt: (source: SourceRow) => source.created_at.toISOString(),
    },
    Document: {
      mimeType: (doc: DocumentRow) => doc.mime_type,
      sizeBytes: (doc: DocumentRow) => doc.size_bytes,
      runId: (doc: DocumentRow) => doc.run_id,
      enhancements: (doc: DocumentRow) => enhancements(doc.metadata),
      createdAt: (doc: DocumentRow) => doc.created_at.toISOString(),
      source: (doc: DocumentRow, _args, context) => context.loaders.source.load(doc.source_id),
    },
    SearchHit: {
      snippet: (hit: GraphQLSearchHit, args: Parameters<typeof snippetWith>[1]) => snippetWith(hit, args),
    },
    SearchMoreChunk: {
      snippet: (chunk: { snippet: string }, args: Parameters<typeof snippetWith>[1]) => snippetWith(chunk, args),
    },
    Run: {
      startedAt: (run: RunNode) => run.started_at.toISOString(),
      finishedAt: (run: RunNode) => iso(run.finished_at),
      documentsAdded: (run: RunNode) => run.documents_added,
      documentsUpdated: (run: RunNode) => run.documents_updated,
      documentsRemoved: (run: RunNode) => run.documents_removed,
      documentsFailed: (run: RunNode) => run.documents_failed,
      source: (run: RunNode, _args, context) => context.loaders.source.load(run.source_id),
    },
  },
});
