-- The documents list and GraphQL rank a document by its chunks' vectors; only a document without chunks
-- (FAILED or SKIPPED: no text was indexed) is ranked by a vector of its own (server/search/documentRank.ts).
-- Indexing that vector for every document cost each write a full-text pass over its whole content, so the
-- index now covers only the documents that use it. Queries repeat this exact expression and predicate.
drop index if exists public.documents_search_idx;
create index documents_search_idx on public.documents using gin (
  (setweight(to_tsvector('english'::regconfig,
      title || ' ' || coalesce(external_id, '') || ' '
        || regexp_replace(title || ' ' || coalesce(external_id, ''), '[/._-]+', ' ', 'g')), 'A')
   || setweight(to_tsvector('english'::regconfig, content), 'B'))
) where status <> 'INDEXED';
