-- Retrieval: chunk embeddings for semantic search (pgvector), the runs that write them, each user's recent
-- searches per project and saved retrieval checks. Written only by the platform (service rights);
-- owners read their own rows.

-- pgvector: hosted Supabase ships it (in the extensions schema), PGlite loads @electric-sql/pglite-pgvector.
-- A server without it still migrates; only the embeddings table is missing and semantic search says so.
create schema if not exists extensions;
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'vector') then
    create extension if not exists vector with schema extensions;
  end if;
end
$$;
-- Searches run as the signed-in user (RLS), so they need the vector type; hosted Supabase grants this already.
grant usage on schema extensions to authenticated;

create unique index if not exists projects_id_owner_id_key on public.projects (id, owner_id);

-- One embedding per chunk. The dimension depends on the embedder (the offline one has 100, an endpoint
-- says its own), so the column is untyped; a project's vectors are compared by exact scan under its id.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'vector') then
    create table if not exists public.chunk_embeddings (
      chunk_id uuid primary key references public.document_chunks (id) on delete cascade,
      owner_id uuid not null,
      project_id uuid not null,
      embedder text not null,
      embedding extensions.vector not null,
      created_at timestamptz not null default now(),
      foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade
    );
    create index if not exists chunk_embeddings_project_idx on public.chunk_embeddings (project_id);
    alter table public.chunk_embeddings enable row level security;
    drop policy if exists chunk_embeddings_select_own on public.chunk_embeddings;
    create policy chunk_embeddings_select_own on public.chunk_embeddings for select to authenticated
      using (owner_id = auth.uid());
    revoke all on table public.chunk_embeddings from anon, authenticated;
    grant select on table public.chunk_embeddings to authenticated;
    -- Searches run as the signed-in user (RLS) and compare with the cosine operator.
    grant execute on function extensions.cosine_distance(extensions.vector, extensions.vector) to authenticated;
  end if;
end
$$;

-- A run that embeds a project's chunks when semantic search is switched on.
create table public.embedding_runs (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null,
  project_id uuid not null,
  embedder text not null,
  status text not null default 'RUNNING' check (status in ('RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  chunks_total integer not null default 0,
  chunks_embedded integer not null default 0,
  log jsonb not null default '[]'::jsonb,
  error text,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade
);
create index embedding_runs_project_idx on public.embedding_runs (project_id, started_at desc);
create unique index embedding_runs_one_active_idx on public.embedding_runs (project_id) where status = 'RUNNING';

-- The last searches of a user in a project (the platform keeps 20); queries only, never keys.
create table public.search_history (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null,
  project_id uuid not null,
  query text not null check (char_length(query) <= 500),
  mode text not null check (mode in ('hybrid', 'keyword', 'semantic')),
  source_id uuid,
  hit_count integer not null default 0,
  created_at timestamptz not null default now(),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade
);
create index search_history_owner_idx on public.search_history (project_id, owner_id, created_at desc);

-- A saved retrieval check: this query should find this document within the top k.
create table public.search_checks (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null,
  project_id uuid not null,
  query text not null check (char_length(query) <= 500),
  mode text not null check (mode in ('hybrid', 'keyword', 'semantic')),
  expected_document_id uuid not null references public.documents (id) on delete cascade,
  created_at timestamptz not null default now(),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade
);
create index search_checks_project_idx on public.search_checks (project_id, created_at);

-- recall@k of a project's saved checks, measured on demand and after each indexing or embedding run.
create table public.search_check_results (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null,
  project_id uuid not null,
  trigger text not null check (trigger in ('manual', 'indexing', 'embedding')),
  k integer not null,
  checks integer not null,
  found integer not null,
  created_at timestamptz not null default now(),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade
);
create index search_check_results_project_idx on public.search_check_results (project_id, created_at desc);

do $$
declare
  t text;
begin
  foreach t in array array['embedding_runs', 'search_history', 'search_checks', 'search_check_results'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy %I on public.%I for select to authenticated using (owner_id = auth.uid())',
      t || '_select_own', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to authenticated', t);
  end loop;
end
$$;
