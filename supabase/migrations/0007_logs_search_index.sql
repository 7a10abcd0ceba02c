-- Source logs at volume (issue #19): the logs page reads a source's lines newest first in keyset pages
-- on (created_at, id) and runs its severity filter and text search in the database.

-- Serves `order by created_at desc, id desc` with the keyset condition, for one source.
create index if not exists source_logs_source_keyset_idx on public.source_logs (source_id, created_at, id);
drop index if exists public.source_logs_source_idx;

-- Serves `message ilike '%text%'` (the page's search) with a trigram index; hosted Supabase keeps
-- extensions in their own schema.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create index if not exists source_logs_message_trgm_idx on public.source_logs
  using gin (message extensions.gin_trgm_ops);
