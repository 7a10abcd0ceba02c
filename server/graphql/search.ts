import { createGraphQLError } from 'graphql-yoga';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  SEARCH_LIMIT_MAX,
  searchText,
  type SearchHit,
  type SearchMode,
  type SearchResult,
} from '@contract/search';
import { ApiError } from '../core/errors';
import { searchProject } from '../search/searchService';
import { DOCUMENT_COLUMNS, type DocumentRow } from './documents';
import { badInput } from './paging';
import type { GraphQLContext } from './schema';
import { isUuid } from '../core/ids';

export const searchTypeDefs = /* GraphQL */ `
  enum SearchMode {
    "Keyword and vector rankings fused by reciprocal rank (needs semantic search on)."
    HYBRID
    "Postgres full-text ranking: title and path above headings above body."
    KEYWORD
    "Cosine similarity of embeddings (needs semantic search on)."
    SEMANTIC
  }

  "A passage of a document, as indexed."
  type Chunk {
    id: ID!
    "0-based order within its document."
    position: Int!
    content: String!
    "1-based page the chunk starts on (PDFs), else null."
    page: Int
  }

  "One ranked chunk and why it ranked."
  enum SearchGroup {
    "One hit per document: its best chunk, its other matching chunks in moreChunks."
    DOCUMENT
    "One hit per chunk."
    CHUNK
  }

  enum SearchSyntax {
    "The query is words, whatever it contains."
    PLAIN
    "Quotes, -word and OR are operators."
    WEBSEARCH
  }

  "A query term a hit matched and its part of the BM25 score."
  type SearchTermWeight {
    term: String!
    weight: Float!
  }

  "Why a hit ranks where it does."
  type SearchExplanation {
    terms: [SearchTermWeight!]!
    "BM25 of the best chunk; null when keyword search did not match it."
    keywordScore: Float
    "Cosine similarity of the query and the chunk; null without a vector side."
    vectorSimilarity: Float
    "How the sides were fused, in words (HYBRID)."
    fusion: String
  }

  "Another matching chunk of a grouped hit's document."
  type SearchMoreChunk {
    id: ID!
    position: Int!
    page: Int
    snippet(highlightStart: String = "**", highlightEnd: String = "**"): String!
    score: Float!
  }

  type SearchHit {
    "KEYWORD: BM25; SEMANTIC: cosine similarity; HYBRID: fused reciprocal-rank score."
    score: Float!
    "1-based rank on the keyword side; null when it did not match there."
    keywordRank: Int
    "1-based rank on the vector side; null when it was not among the nearest above the floor."
    vectorRank: Int
    "The best passages, matched words between highlightStart and highlightEnd."
    snippet(highlightStart: String = "**", highlightEnd: String = "**"): String!
    chunk: Chunk!
    document: Document!
    "1-based page the best chunk starts on (PDFs), else null."
    page: Int
    explanation: SearchExplanation!
    "DOCUMENT grouping: the document's other matching chunks, best first."
    moreChunks: [SearchMoreChunk!]!
  }

  "A search's hits and how it was answered."
  type SearchResult {
    hits: [SearchHit!]!
    "The mode that answered: the one asked for, or the plan-aware default."
    mode: SearchMode!
    "True when the search's work budget cut it short: a better hit may exist beyond what was ranked."
    partial: Boolean!
    tookMs: Int!
    "The embedder of the vector side; null in KEYWORD mode."
    embedder: String
  }
`;

const SEARCH_ARGS =
  'query: String!, mode: SearchMode, group: SearchGroup = DOCUMENT, syntax: SearchSyntax = PLAIN, sourceIds: [ID!], first: Int = 10';

/** Root fields that run a search: each counts against GRAPHQL_LIMITS.searches and in search analytics. */
export const SEARCH_FIELDS = ['search', 'searchResult'];

export const SEARCH_FIELD = `
    "Ranked search of the project's chunks (at most ${SEARCH_LIMIT_MAX} hits); mode absent: HYBRID where semantic search is on, else KEYWORD."
    search(${SEARCH_ARGS}): [SearchHit!]!
    "The same search with how it was answered: the mode, whether its work budget cut it short, its time."
    searchResult(${SEARCH_ARGS}): SearchResult!`;

interface SearchArgs {
  query: string;
  mode?: 'HYBRID' | 'KEYWORD' | 'SEMANTIC' | null;
  group?: 'DOCUMENT' | 'CHUNK' | null;
  syntax?: 'PLAIN' | 'WEBSEARCH' | null;
  sourceIds?: string[] | null;
  first?: number | null;
}

export type GraphQLSearchHit = Omit<SearchHit, 'document'> & { document: DocumentRow };

export interface GraphQLSearchResult extends Omit<SearchResult, 'hits' | 'mode'> {
  hits: GraphQLSearchHit[];
  mode: 'HYBRID' | 'KEYWORD' | 'SEMANTIC';
}

const MAX_SOURCE_IDS = 20;

/** GraphQL's `searchResult`: the dashboard API's ranked search, the same code and the same errors' codes. */
export async function searchResultResolver(args: SearchArgs, context: GraphQLContext): Promise<GraphQLSearchResult> {
  const text = searchText.safeParse(args.query);
  if (!text.success) throw badInput(`"query": ${text.error.issues[0].message}`);
  const first = args.first ?? 10;
  if (!Number.isInteger(first) || first < 1 || first > SEARCH_LIMIT_MAX)
    throw badInput(`"first" must be between 1 and ${SEARCH_LIMIT_MAX}`);
  const sourceIds = args.sourceIds ?? null;
  if (sourceIds && (sourceIds.length > MAX_SOURCE_IDS || !sourceIds.every((id) => isUuid(id))))
    throw badInput(`"sourceIds" must be at most ${MAX_SOURCE_IDS} source ids`);
  const mode = args.mode ? (args.mode.toLowerCase() as SearchMode) : null;
  try {
    const { hits, ...answer } = await searchProject(context.ctx, context.claims, context.project.id, {
      text: text.data,
      mode,
      group: args.group === 'CHUNK' ? 'chunk' : 'document',
      syntax: args.syntax === 'WEBSEARCH' ? 'websearch' : 'plain',
      sourceIds: sourceIds && sourceIds.length > 0 ? sourceIds : null,
      mimeType: null,
      limit: first,
    });
    const ids = [...new Set(hits.map((hit) => hit.document.id))];
    const documents = await context.ctx.asUser(context.claims, async (tx) => {
      const { rows } = await tx.query<DocumentRow>(
        `select ${DOCUMENT_COLUMNS} from public.documents d where d.id = any($1::uuid[])`,
        [ids],
      );
      return new Map(rows.map((row) => [row.id, row]));
    });
    return {
      ...answer,
      mode: answer.mode.toUpperCase() as GraphQLSearchResult['mode'],
      hits: hits.flatMap((hit) => {
        const document = documents.get(hit.document.id);
        return document ? [{ ...hit, document }] : [];
      }),
    };
  } catch (error) {
    if (error instanceof ApiError) {
      const code = Array.isArray(error.errorCode) ? error.errorCode[0] : error.errorCode;
      throw createGraphQLError(error.message, { extensions: { code, http: { status: error.status } } });
    }
    throw error;
  }
}

/** GraphQL's `search`: the hits of `searchResult`. */
export const searchResolver = async (args: SearchArgs, context: GraphQLContext): Promise<GraphQLSearchHit[]> =>
  (await searchResultResolver(args, context)).hits;

/** The snippet with the caller's highlight markers (bounded, so a marker cannot inflate the reply). */
export function snippetWith(
  hit: { snippet: string },
  args: { highlightStart?: string | null; highlightEnd?: string | null },
) {
  const start = args.highlightStart ?? '**';
  const end = args.highlightEnd ?? '**';
  if (start.length > 20 || end.length > 20) throw badInput('Highlight markers must be at most 20 characters');
  return hit.snippet.replaceAll(HIGHLIGHT_START, start).replaceAll(HIGHLIGHT_END, end);
}
