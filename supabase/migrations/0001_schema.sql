-- Dashboard schema: every browser-readable table is owner-only under RLS and published for realtime.
-- Secrets (OAuth tokens, key hashes, webhook secrets) live in schema "private", which neither
-- PostgREST nor realtime expose.

create schema if not exists private;
revoke all on schema private from public;

-- Keeps updated_at honest whoever writes the row.
create or replace function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;

create table public.projects (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  name text not null check (char_length(name) between 1 and 100),
  state text not null default 'active' check (state in ('active', 'paused', 'restoring', 'deleted')),
  settings jsonb not null default '{}'::jsonb,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.sources (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  name text not null default '',
  provider text not null,
  type text not null check (type in ('google_drive', 'google_calendar', 'local', 'dropbox', 'discord',
    'slack', 'notion', 'google_mail', 'telegram', 'github_branch', 'github_issues', 'push_api')),
  custom jsonb,
  status text not null default 'IDLE' check (status in ('IDLE', 'INITIALIZING', 'UPDATING', 'DELETING')),
  documents_count integer not null default 0,
  progress jsonb,
  last_indexed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.source_logs (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  source_id uuid not null references public.sources (id) on delete cascade,
  severity text not null check (severity in ('ERROR', 'WARNING', 'INFO')),
  message text not null,
  details jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  prefix text not null,
  last_used_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  url text not null,
  events text[] not null default '{}',
  description text not null default '',
  enabled boolean not null default true,
  secret_prefix text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.admin_keys (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  name text not null check (char_length(name) between 1 and 100),
  prefix text not null,
  last_used_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  source_id uuid not null references public.sources (id) on delete cascade,
  title text not null,
  content text not null default '',
  url text,
  mime_type text,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index sources_project_idx on public.sources (project_id);
create index source_logs_source_idx on public.source_logs (source_id, created_at);
create index api_keys_project_idx on public.api_keys (project_id);
create index webhooks_project_idx on public.webhooks (project_id);
create index documents_source_idx on public.documents (source_id);
create index documents_project_idx on public.documents (project_id);

-- Private credentials: never readable by anon/authenticated.
create table private.source_credentials (
  source_id uuid primary key references public.sources (id) on delete cascade,
  owner_id uuid not null,
  tokens jsonb not null,
  account text,
  created_at timestamptz not null default now()
);

create table private.key_hashes (
  key_id uuid primary key,
  kind text not null check (kind in ('api_key', 'admin_key')),
  owner_id uuid not null,
  project_id uuid,
  hash text not null unique,
  created_at timestamptz not null default now()
);

create table private.webhook_secrets (
  webhook_id uuid primary key references public.webhooks (id) on delete cascade,
  secret text not null
);

create table private.oauth_states (
  state text primary key,
  source_id uuid not null references public.sources (id) on delete cascade,
  owner_id uuid not null,
  created_at timestamptz not null default now()
);

do $$
declare t text;
begin
  foreach t in array array['projects', 'sources', 'source_logs', 'api_keys', 'webhooks', 'admin_keys', 'documents']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('alter table public.%I replica identity full', t);
    execute format('create trigger %I before update on public.%I for each row execute function public.touch_updated_at()', t || '_touch', t);
    execute format('create policy %I on public.%I for select to authenticated using (owner_id = auth.uid())', t || '_select_own', t);
    execute format('create policy %I on public.%I for insert to authenticated with check (owner_id = auth.uid())', t || '_insert_own', t);
    execute format('create policy %I on public.%I for update to authenticated using (owner_id = auth.uid()) with check (owner_id = auth.uid())', t || '_update_own', t);
    execute format('create policy %I on public.%I for delete to authenticated using (owner_id = auth.uid())', t || '_delete_own', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format('revoke all on public.%I from anon', t);
  end loop;
end $$;

-- The spec's backend action projects.restore: paused -> restoring; the platform finishes the move.
create or replace function public.restore_project(project_id uuid) returns boolean
language plpgsql security invoker as $$
declare changed integer;
begin
  update public.projects p
     set state = 'restoring', deleted_at = null
   where p.id = restore_project.project_id
     and p.owner_id = auth.uid()
     and p.state in ('paused', 'deleted');
  get diagnostics changed = row_count;
  return changed = 1;
end $$;

revoke all on function public.restore_project(uuid) from public, anon;
grant execute on function public.restore_project(uuid) to authenticated;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

alter publication supabase_realtime add table
  public.projects, public.sources, public.source_logs, public.api_keys, public.webhooks, public.admin_keys;
