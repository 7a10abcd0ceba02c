-- Indexing outcomes (DESIGN §10): a row per indexing run, schedules on sources, and documents that
-- say whether they were indexed, skipped or failed. Written only by the platform (service rights).

-- Composite keys keep a run's project and source under the run's owner.
create unique index if not exists projects_id_owner_id_key on public.projects (id, owner_id);
create unique index if not exists sources_id_owner_id_key on public.sources (id, owner_id);

create table public.indexing_runs (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null,
  project_id uuid not null,
  source_id uuid not null,
  kind text not null check (kind in ('init', 'update', 'rebuild')),
  trigger text not null default 'manual' check (trigger in ('manual', 'schedule')),
  status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  documents_added integer not null default 0,
  documents_updated integer not null default 0,
  documents_removed integer not null default 0,
  documents_failed integer not null default 0,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade,
  foreign key (source_id, owner_id) references public.sources (id, owner_id) on delete cascade
);

-- Newest first per source (the Runs table), and never two active runs of one source.
create index indexing_runs_source_idx on public.indexing_runs (source_id, started_at desc, id desc);
create unique index indexing_runs_one_active_idx on public.indexing_runs (source_id)
  where status in ('QUEUED', 'RUNNING');

alter table public.indexing_runs enable row level security;
alter table public.indexing_runs replica identity full;
create trigger indexing_runs_touch before update on public.indexing_runs
  for each row execute function public.touch_updated_at();
create policy indexing_runs_select_own on public.indexing_runs for select to authenticated
  using (owner_id = auth.uid());
revoke all on table public.indexing_runs from anon, authenticated;
grant select on table public.indexing_runs to authenticated;
alter publication supabase_realtime add table public.indexing_runs;

alter table public.source_logs add column run_id uuid references public.indexing_runs (id) on delete set null;
create index source_logs_run_idx on public.source_logs (run_id, created_at) where run_id is not null;

alter table public.sources
  add column schedule text not null default 'manual' check (schedule in ('manual', 'hourly', 'daily')),
  add column next_run_at timestamptz;
create index sources_next_run_idx on public.sources (next_run_at) where next_run_at is not null;

alter table public.documents
  add column status text not null default 'INDEXED' check (status in ('INDEXED', 'FAILED', 'SKIPPED')),
  add column error text,
  add column size_bytes bigint,
  add column run_id uuid references public.indexing_runs (id) on delete set null;

-- Keyset pages, newest first, per project and per source.
create index documents_project_page_idx on public.documents (project_id, created_at desc, id desc);
create index documents_source_page_idx on public.documents (source_id, created_at desc, id desc);
-- Ranked full-text search; queries repeat this exact expression so the planner can use the index.
create index documents_search_idx on public.documents using gin (
  (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, content), 'B'))
);
