-- A document and all its chunks become visible together. A run writes a document's chunks here first, in
-- short statements; one transaction then writes the documents row and moves its chunks into
-- public.document_chunks, so search, counts and lists never see a document with part of its chunks. What a
-- stopped run left here is removed with its run, or by the platform's start-up repair. Private schema: no API
-- role sees it.
create table if not exists private.staged_chunks (
  run_id uuid not null references public.indexing_runs (id) on delete cascade,
  -- One version of one document being written (a fresh id each time a run writes a document).
  batch uuid not null,
  position integer not null check (position >= 0),
  content text not null,
  token_count integer not null,
  heading text,
  page integer,
  fts tsvector,
  primary key (batch, position)
);
create index if not exists staged_chunks_run_idx on private.staged_chunks (run_id);

-- A run's counts are derived from the documents it wrote, which needs them by run.
create index if not exists documents_run_idx on public.documents (run_id) where run_id is not null;
