-- Embedding keeps pace as a project grows.
--
-- 1. An embedding run walks a project's chunks in id order, 200 at a time: (project_id, id) serves that
--    walk from where the last batch ended, and every lookup by project the old (project_id) index served.
create index if not exists document_chunks_project_id_idx on public.document_chunks (project_id, id);
drop index if exists public.document_chunks_project_idx;

-- 2. Chunks written while a project's semantic search is on wait here for their vectors, so embedding a
--    push's chunks reads those, not every chunk of the project to find the few without a vector. A row
--    whose chunk is gone is dropped by the next pass; switching on starts a run over the whole project.
create table if not exists private.chunks_to_embed (
  project_id uuid not null references public.projects (id) on delete cascade,
  chunk_id uuid not null,
  primary key (project_id, chunk_id)
);
revoke all on private.chunks_to_embed from public;

-- Only where vectors can be stored (pgvector present): elsewhere nothing would ever take the rows out.
create or replace function private.chunks_to_embed_inserted() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if pg_catalog.to_regclass('public.chunk_embeddings') is null then
    return null;
  end if;
  insert into private.chunks_to_embed (project_id, chunk_id)
    select n.project_id, n.id from new_chunks n join public.projects p on p.id = n.project_id
     where coalesce((p.settings -> 'features' ->> 'semanticSearch')::boolean, false)
  on conflict do nothing;
  return null;
end $$;
revoke all on function private.chunks_to_embed_inserted() from public;

drop trigger if exists document_chunks_embed_queue on public.document_chunks;
create trigger document_chunks_embed_queue after insert on public.document_chunks
  referencing new table as new_chunks for each statement execute function private.chunks_to_embed_inserted();

-- Chunks already written without a vector in projects whose semantic search is on wait too, as the pass
-- before this one would have found them.
do $$
begin
  if pg_catalog.to_regclass('public.chunk_embeddings') is not null then
    execute $sql$
      insert into private.chunks_to_embed (project_id, chunk_id)
        select c.project_id, c.id from public.document_chunks c join public.projects p on p.id = c.project_id
         where coalesce((p.settings -> 'features' ->> 'semanticSearch')::boolean, false)
           and not exists (select 1 from public.chunk_embeddings e where e.chunk_id = c.id)
      on conflict do nothing
    $sql$;
  end if;
end
$$;
