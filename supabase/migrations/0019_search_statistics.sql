-- BM25 needs each project's own statistics: how many chunks hold each word (its document frequency, for
-- idf), how many chunks the project has and how long they are on average. Counting a common word's chunks
-- at search time reads all of them, so the counts are kept here, per project, as chunks are written.
create table if not exists private.search_project_stats (
  project_id uuid primary key references public.projects (id) on delete cascade,
  chunks bigint not null default 0,
  tokens bigint not null default 0
);

create table if not exists private.search_term_stats (
  project_id uuid not null references public.projects (id) on delete cascade,
  lexeme text not null,
  chunks integer not null,
  primary key (project_id, lexeme)
);

revoke all on private.search_project_stats, private.search_term_stats from public;

-- Counts a statement's written chunks in (sign 1) or out (sign -1). The project's row is written first:
-- it is the lock that orders concurrent writers of one project, so their word rows, written after it in
-- lexeme order, can never deadlock.
create or replace function private.search_stats_apply(projects uuid[], tokens integer[], vectors pg_catalog.tsvector[], sign integer)
returns void language sql security definer set search_path = '' as $$
  insert into private.search_project_stats as s (project_id, chunks, tokens)
    select c.project_id, sign * count(*), sign * sum(c.token_count)
      from unnest(projects, tokens) as c(project_id, token_count) group by 1 order by 1
  on conflict (project_id) do update set chunks = s.chunks + excluded.chunks, tokens = s.tokens + excluded.tokens;
  insert into private.search_term_stats as t (project_id, lexeme, chunks)
    select c.project_id, l.lexeme, sign * count(*)
      from unnest(projects, vectors) as c(project_id, fts), unnest(pg_catalog.tsvector_to_array(c.fts)) as l(lexeme)
     group by 1, 2 order by 1, 2
  on conflict (project_id, lexeme) do update set chunks = t.chunks + excluded.chunks;
  delete from private.search_term_stats t
   where sign < 0 and t.chunks <= 0 and t.project_id = any (projects);
$$;
revoke all on function private.search_stats_apply(uuid[], integer[], pg_catalog.tsvector[], integer) from public;

create or replace function private.search_stats_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.search_stats_apply(array_agg(n.project_id), array_agg(n.token_count), array_agg(n.fts), 1)
     from new_chunks n having count(*) > 0;
  return null;
end $$;

create or replace function private.search_stats_deleted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.search_stats_apply(array_agg(o.project_id), array_agg(o.token_count), array_agg(o.fts), -1)
     from old_chunks o having count(*) > 0;
  return null;
end $$;

create or replace function private.search_stats_updated() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.search_stats_apply(array_agg(o.project_id), array_agg(o.token_count), array_agg(o.fts), -1)
     from old_chunks o having count(*) > 0;
  perform private.search_stats_apply(array_agg(n.project_id), array_agg(n.token_count), array_agg(n.fts), 1)
     from new_chunks n having count(*) > 0;
  return null;
end $$;
revoke all on function private.search_stats_inserted(), private.search_stats_deleted(), private.search_stats_updated() from public;

drop trigger if exists document_chunks_stats_insert on public.document_chunks;
drop trigger if exists document_chunks_stats_delete on public.document_chunks;
drop trigger if exists document_chunks_stats_update on public.document_chunks;
create trigger document_chunks_stats_insert after insert on public.document_chunks
  referencing new table as new_chunks for each statement execute function private.search_stats_inserted();
create trigger document_chunks_stats_delete after delete on public.document_chunks
  referencing old table as old_chunks for each statement execute function private.search_stats_deleted();
create trigger document_chunks_stats_update after update on public.document_chunks
  referencing old table as old_chunks new table as new_chunks for each statement execute function private.search_stats_updated();

-- The chunks written before this migration.
insert into private.search_project_stats (project_id, chunks, tokens)
  select project_id, count(*), sum(token_count) from public.document_chunks group by project_id
on conflict (project_id) do nothing;
insert into private.search_term_stats (project_id, lexeme, chunks)
  select c.project_id, l.lexeme, count(*)
    from public.document_chunks c, unnest(tsvector_to_array(c.fts)) as l(lexeme) group by 1, 2
on conflict (project_id, lexeme) do nothing;
