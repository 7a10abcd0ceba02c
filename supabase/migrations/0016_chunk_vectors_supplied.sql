-- A chunk's full-text vector in one named place: its document's title and path words weigh most, then its
-- heading, then its text. On the local platform the extraction worker computes it with this same expression
-- (server/db/textSearchEngine.ts, whose test compares the two), so the embedded database, which runs on the
-- platform's thread, stores it instead of stemming the text again.
create or replace function private.document_chunk_vector(title text, path text, heading text, content text)
returns tsvector language sql immutable set search_path = '' as $$
  select setweight(to_tsvector('english'::pg_catalog.regconfig,
           title || ' ' || path || ' ' || regexp_replace(title || ' ' || path, '[/._-]+', ' ', 'g')), 'A')
      || setweight(to_tsvector('english'::pg_catalog.regconfig, coalesce(heading, '')), 'B')
      || setweight(to_tsvector('english'::pg_catalog.regconfig, content), 'D')
$$;
revoke all on function private.document_chunk_vector(text, text, text, text) from public;

-- Only the platform's service role writes chunks: a vector it supplies on insert is kept; an insert without
-- one, and every update of the columns it derives from, computes it here.
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
  new.fts := private.document_chunk_vector(coalesce(doc_title, ''), doc_path, new.heading, new.content);
  return new;
end $$;
revoke all on function private.document_chunk_fts() from public;
