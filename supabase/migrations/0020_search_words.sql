-- Identifiers are words too: "getElementById", "md5sum", "libtasn1" and "os.path.join" are also indexed as
-- their parts (get element by id, md 5 sum, libtasn 1, os path join), so a search finds them by a part
-- and by a query written either way. The query's words go through the same function (server/search/bm25.ts).
-- The platform's extraction worker runs this file in its own text-search engine
-- (server/db/textSearchEngine.ts), so a chunk's vector is computed by this one definition everywhere: keep
-- it to function definitions.

-- The parts of the text's identifiers: camelCase and acronym boundaries, letter/digit boundaries and dots
-- between letters become spaces. Snake_case needs nothing: the parser already splits on "_".
create or replace function private.identifier_words(t text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.regexp_replace(pg_catalog.regexp_replace(pg_catalog.regexp_replace(pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(coalesce(pg_catalog.string_agg(m[1], ' '), ''), '([a-z])([A-Z])', '\1 \2', 'g'),
           '([A-Z])([A-Z][a-z])', '\1 \2', 'g'),
           '([A-Za-z])([0-9])', '\1 \2', 'g'),
           '([0-9])([A-Za-z])', '\1 \2', 'g'),
           '\.', ' ', 'g')
    from pg_catalog.regexp_matches(t,
           '([A-Za-z0-9.]*(?:[a-z][A-Z]|[A-Za-z][0-9]|[0-9][A-Za-z]|[A-Za-z]\.[A-Za-z])[A-Za-z0-9.]*)', 'g') as m
$$;

-- A text's search words: as the parser reads it, then its identifiers' parts.
create or replace function private.search_words(t text) returns pg_catalog.tsvector
language sql immutable parallel safe set search_path = '' as $$
  select pg_catalog.to_tsvector('english'::pg_catalog.regconfig, t)
      || pg_catalog.to_tsvector('english'::pg_catalog.regconfig, private.identifier_words(t))
$$;

-- A chunk's full-text vector: its document's title and path words weigh most (the path also split on
-- / . _ -), then its heading, then its text.
create or replace function private.document_chunk_vector(title text, path text, heading text, content text)
returns pg_catalog.tsvector language sql immutable set search_path = '' as $$
  select pg_catalog.setweight(private.search_words(
           title || ' ' || path || ' ' || pg_catalog.regexp_replace(title || ' ' || path, '[/._-]+', ' ', 'g')), 'A')
      || pg_catalog.setweight(private.search_words(coalesce(heading, '')), 'B')
      || pg_catalog.setweight(private.search_words(content), 'D')
$$;
revoke all on function private.identifier_words(text), private.search_words(text) from public;
