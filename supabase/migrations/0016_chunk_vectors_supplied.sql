-- On the local platform the extraction worker computes each chunk's full-text vector with this same
-- expression (server/db/textSearchEngine.ts), so the embedded database, which runs on the platform's
-- thread, stores it instead of stemming the text again. Only the platform's service role writes chunks;
-- an insert that supplies no vector, and every update of the columns it derives from, computes it here.
create or replace function private.document_chunk_fts() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  doc_title text;
  doc_path text;
begin
  if tg_op = 'INSERT' and new.fts is not null then
    return new;
  end if;
  select d.title, coalesce(d.external_id, '') into doc_title, doc_path
    from public.documents d where d.id = new.document_id;
  new.fts :=
    setweight(to_tsvector('english'::pg_catalog.regconfig,
      coalesce(doc_title, '') || ' ' || doc_path || ' ' || regexp_replace(coalesce(doc_title, '') || ' ' || doc_path, '[/._-]+', ' ', 'g')), 'A')
    || setweight(to_tsvector('english'::pg_catalog.regconfig, coalesce(new.heading, '')), 'B')
    || setweight(to_tsvector('english'::pg_catalog.regconfig, new.content), 'D');
  return new;
end $$;
revoke all on function private.document_chunk_fts() from public;
