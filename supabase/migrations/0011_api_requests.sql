-- The project API's own traffic: one row per GraphQL, push or search request a project received, written
-- in batches by the platform (service rights), read by its owner only (RLS, realtime), kept 30 days.

create unique index if not exists projects_id_owner_id_key on public.projects (id, owner_id);
create unique index if not exists api_keys_id_owner_id_key on public.api_keys (id, owner_id);

create table public.api_requests (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null,
  -- Null for a request made with the owner's session, or once the key is deleted (the prefix stays).
  api_key_id uuid,
  api_key_prefix text,
  kind text not null check (kind in ('graphql', 'push', 'search')),
  operation text check (char_length(operation) <= 200),
  status integer not null check (status between 100 and 599),
  -- Written with the row (not a generated column, which a refused insert would report before privileges).
  status_class text not null check (status_class = left(status::text, 1) || 'xx'),
  duration_ms integer not null check (duration_ms >= 0),
  result_count integer check (result_count >= 0),
  error text check (char_length(error) <= 1000),
  -- A search's query text (searches and GraphQL operations that searched), for search analytics.
  query text check (char_length(query) <= 500),
  -- Redacted request detail: method, path, GraphQL variables when small (secret-looking values masked).
  detail jsonb not null default '{}'::jsonb check (pg_column_size(detail) <= 8192),
  -- What the list's text filter matches: operation, search query and error in one column.
  search_text text not null default '' check (char_length(search_text) <= 1800),
  created_at timestamptz not null default now(),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade,
  foreign key (api_key_id, owner_id) references public.api_keys (id, owner_id) on delete set null (api_key_id)
);

create unique index api_requests_id_owner_id_key on public.api_requests (id, owner_id);
-- Keyset pages newest first, `order by created_at desc, id desc`, for the project and for each filter.
create index api_requests_project_keyset_idx on public.api_requests (project_id, created_at, id);
create index api_requests_kind_keyset_idx on public.api_requests (project_id, kind, created_at, id);
create index api_requests_class_keyset_idx on public.api_requests (project_id, status_class, created_at, id);
create index api_requests_key_keyset_idx on public.api_requests (api_key_id, created_at, id)
  where api_key_id is not null;
create index api_requests_operation_keyset_idx on public.api_requests (project_id, operation, created_at, id);
-- The retention purge deletes by age across all projects.
create index api_requests_created_idx on public.api_requests (created_at);

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create index api_requests_search_trgm_idx on public.api_requests using gin (search_text extensions.gin_trgm_ops);

alter table public.api_requests enable row level security;
alter table public.api_requests replica identity full;
create policy api_requests_select_own on public.api_requests for select to authenticated using (owner_id = auth.uid());
revoke all on table public.api_requests from anon, authenticated;
grant select on table public.api_requests to authenticated;

alter publication supabase_realtime add table public.api_requests;

-- Requests the recorder dropped because its queue was full, per project (shown beside the charts).
create table private.api_request_drops (
  project_id uuid primary key references public.projects (id) on delete cascade,
  owner_id uuid not null,
  dropped bigint not null default 0,
  last_dropped_at timestamptz not null default now()
);
