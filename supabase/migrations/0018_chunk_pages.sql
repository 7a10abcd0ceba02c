-- A chunk of a paginated document (a PDF) remembers the page it starts on, so a search hit can say
-- "page 12" instead of a chunk number. Null for documents that have no pages.
alter table public.document_chunks add column page integer check (page > 0);
