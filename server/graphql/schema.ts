import type { Transaction } from '@electric-sql/pglite';
import { createSchema } from 'graphql-yoga';
import type { Claims, PlatformContext } from '../context';
import type { ProjectRow, SourceRow } from '../api/rows';
import { documentsConnection, type DocumentRow, type DocumentsArgs } from './documents';
import type { GraphQLLoaders } from './loaders';

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
  }

  "A connected data source."
  type Source {
    id: ID!
    name: String!
    type: String!
    provider: String!
    status: String!
    documentsCount: Int!
    lastIndexedAt: String
    createdAt: String!
  }

  "An indexed document."
  type Document {
    id: ID!
    title: String!
    content: String!
    url: String
    mimeType: String
    source: Source!
    createdAt: String!
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
    totalCount: Int!
  }

  type Query {
    "The project this endpoint serves."
    project: Project!
    sources: [Source!]!
    "Documents oldest first; search matches title or content (case-insensitive)."
    documents(sourceId: ID, search: String, first: Int = 20, after: String): DocumentConnection!
    document(id: ID!): Document
  }
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

const connection = (context: GraphQLContext, args: DocumentsArgs) =>
  read(context, (tx) => documentsConnection(tx, context.project.id, args));

export const schema = createSchema<GraphQLContext>({
  typeDefs,
  resolvers: {
    Query: {
      project: (_root, _args, context) => context.project,
      sources: (_root, _args, context) => listSources(context),
      documents: (_root, args: DocumentsArgs, context) => connection(context, args),
      document: (_root, { id }: { id: string }, context) =>
        UUID.test(id)
          ? read(context, async (tx) => {
              const { rows } = await tx.query<DocumentRow>(
                'select * from public.documents where id = $1 and project_id = $2',
                [id, context.project.id],
              );
              return rows[0] ?? null;
            })
          : null,
    },
    Project: {
      createdAt: (project: ProjectRow) => project.created_at.toISOString(),
      sources: (_project, _args, context) => listSources(context),
      documents: (_project, args: DocumentsArgs, context) => connection(context, args),
    },
    Source: {
      documentsCount: (source: SourceRow) => source.documents_count,
      lastIndexedAt: (source: SourceRow) => source.last_indexed_at?.toISOString() ?? null,
      createdAt: (source: SourceRow) => source.created_at.toISOString(),
    },
    Document: {
      mimeType: (doc: DocumentRow) => doc.mime_type,
      createdAt: (doc: DocumentRow) => doc.created_at.toISOString(),
      source: (doc: DocumentRow, _args, context) => context.loaders.source.load(doc.source_id),
    },
  },
});
