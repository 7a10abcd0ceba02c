import { z } from './zod';

/** Ranked retrieval over a project's chunks: the dashboard API's search, GraphQL's and the Search page's. */
export const SEARCH_MODES = ['hybrid', 'keyword', 'semantic'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_QUERY_MAX = 500;
/** Searches kept per user and project. */
export const SEARCH_HISTORY_SIZE = 20;
export const SEARCH_CHECKS_MAX = 100;

/** The snippet marks matched words between these (never HTML): the page splits on them and renders text. */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

export const SEMANTIC_SEARCH_OFF = 'SEMANTIC_SEARCH_OFF';

export const searchText = z
  .string()
  .trim()
  .min(1, 'Query is required')
  .max(SEARCH_QUERY_MAX, `Query must be at most ${SEARCH_QUERY_MAX} characters`)
  // Postgres text cannot hold NUL or lone surrogates: such a query would fail instead of finding nothing.
  .refine(
    (text) => !text.includes('\u0000') && text.isWellFormed(),
    'Query contains characters that cannot be searched',
  );

/** How hits come back: one per document (its best chunk, the others behind it) or one per chunk. */
export const SEARCH_GROUPS = ['document', 'chunk'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];
/** `plain`: the text is words, whatever it contains; `websearch`: quotes, `-word` and `OR` are operators. */
export const SEARCH_SYNTAXES = ['plain', 'websearch'] as const;
export type SearchSyntax = (typeof SEARCH_SYNTAXES)[number];

export const searchModeField = z.enum(SEARCH_MODES, { error: 'Mode must be hybrid, keyword or semantic' });

/** GET /projects/:projectId/search query; empty parameters count as absent. */
export const searchQuery = z.strictObject({
  q: searchText,
  /** Absent: hybrid where the project's semantic search is on, else keyword. */
  mode: searchModeField.optional(),
  sourceId: z.uuid('Source id must be a source id').optional(),
  type: z.string().trim().max(200, 'Type must be at most 200 characters').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMIT_MAX, `Limit must be between 1 and ${SEARCH_LIMIT_MAX}`)
    .default(SEARCH_LIMIT_DEFAULT),
  group: z.enum(SEARCH_GROUPS, { error: 'Group must be document or chunk' }).default('document'),
  syntax: z.enum(SEARCH_SYNTAXES, { error: 'Syntax must be plain or websearch' }).default('plain'),
  /**
   * `1`: a search made while the user is still typing. It is answered as any other, but not kept in the
   * search history and not counted in the request log's search analytics; only the settled search is.
   */
  typeahead: z.enum(['0', '1'], { error: 'Typeahead must be 0 or 1' }).optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;
export type SearchQueryInput = z.input<typeof searchQuery>;

/** Why a hit ranks where it does: shown beside each hit. */
export interface SearchExplanation {
  /** The query terms the hit matched, each with its weight in the keyword score (BM25 contribution). */
  terms: Array<{ term: string; weight: number }>;
  keywordScore: number | null;
  /** Cosine similarity of the query's and the chunk's vectors, null without a vector side. */
  vectorSimilarity: number | null;
  /** How the sides were combined, in words, e.g. "keyword rank 1, semantic rank 4, weights 1 and 0.5". */
  fusion: string | null;
}

/** Another matching chunk of a hit's document, behind the best one (grouped results). */
export interface SearchMoreChunk {
  id: string;
  position: number;
  page: number | null;
  snippet: string;
  score: number;
}

export interface SearchHit {
  /** Keyword: BM25 (of the best chunk); semantic: cosine similarity; hybrid: reciprocal-rank-fusion score. */
  score: number;
  /** 1-based rank in the keyword list, null when keyword search did not return the chunk. */
  keywordRank: number | null;
  vectorRank: number | null;
  snippet: string;
  chunk: { id: string; position: number; content: string; page: number | null };
  document: {
    id: string;
    title: string;
    url: string | null;
    source_id: string;
    mime_type: string | null;
    source_name: string;
    source_type: string;
  };
  /** 1-based page the best chunk starts on (PDFs), else null. */
  page: number | null;
  explanation: SearchExplanation;
  /** Grouped results: the document's other matching chunks, best first; empty for `group=chunk`. */
  moreChunks: SearchMoreChunk[];
}

export interface SearchResult {
  hits: SearchHit[];
  /** The mode that answered: the one asked for, or the plan-aware default when none was. */
  mode: SearchMode;
  /** True when the search's work budget cut it short: a better hit may exist beyond what was ranked. */
  partial: boolean;
  tookMs: number;
  /** The embedder that answered the vector side; null in keyword mode. */
  embedder: string | null;
}

/** POST /projects/:projectId/search/checks body: this query should find this document. */
export const saveCheckBody = z.strictObject({
  query: searchText,
  mode: searchModeField,
  expectedDocumentId: z.uuid('Expected document must be a document id'),
});
export type SaveCheckBody = z.input<typeof saveCheckBody>;

export interface SearchHistoryRow {
  id: string;
  query: string;
  mode: SearchMode;
  source_id: string | null;
  hit_count: number;
  created_at: string;
}

export interface SearchCheckRow {
  id: string;
  query: string;
  mode: SearchMode;
  expected_document_id: string;
  expected_title: string;
  /** 1-based rank of the expected document now, null when it is not within k. */
  rank: number | null;
  created_at: string;
}

export interface RecallResult {
  id: string;
  trigger: 'manual' | 'indexing' | 'embedding';
  k: number;
  checks: number;
  found: number;
  created_at: string;
}

export interface SearchChecksReply {
  k: number;
  checks: SearchCheckRow[];
  /** Newest first. */
  results: RecallResult[];
}

export interface EmbeddingRun {
  id: string;
  embedder: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  chunks_total: number;
  chunks_embedded: number;
  log: Array<{ at: string; message: string }>;
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

/** GET /projects/:projectId/semantic-search: what the features page shows. */
export interface SemanticStatus {
  enabled: boolean;
  embedder: { id: string; description: string };
  /** False where the database has no pgvector (semantic search cannot run there). */
  vectorsAvailable: boolean;
  embeddedChunks: number;
  totalChunks: number;
  run: EmbeddingRun | null;
}
