-- The command palette finds documents by name as they are typed: a prefix of a file name (`libtasn` for
-- `libtasn1.pdf`) or a near miss (`libtsan`). Word similarity of trigrams does both, served by a trigram
-- index over one lower-cased text of the names a document goes by: its title, the pusher's id or the
-- file's path in its folder, and an uploaded file's name. pg_trgm is already there (migration 0007);
-- hosted Supabase keeps it in the extensions schema.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

create or replace function private.document_names(title text, external_id text, metadata jsonb)
returns text
language sql
immutable
parallel safe
as $$
  select pg_catalog.lower(title || ' ' || coalesce(external_id, '') || ' ' || coalesce(metadata ->> 'fileName', ''))
$$;

create index if not exists documents_names_trgm_idx on public.documents
  using gin (private.document_names(title, external_id, metadata) extensions.gin_trgm_ops);
