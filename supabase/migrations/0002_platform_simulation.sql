-- State the dashboard API keeps for itself: OAuth round trips, background jobs and billing.
-- Everything here is in schema "private": the browser reads it only through the dashboard API.

-- One OAuth round trip: created by connect {}, given a code by the consent page, consumed by connect {code,state}.
alter table private.oauth_states
  add column provider text not null default '',
  add column redirect_uri text not null default '/',
  add column code text,
  add column expires_at timestamptz not null default now() + interval '10 minutes';

-- Background work on a source, so a restart can resume it (one job per source at a time).
create table private.source_jobs (
  source_id uuid primary key references public.sources (id) on delete cascade,
  kind text not null check (kind in ('init', 'update', 'rebuild', 'delete')),
  started_at timestamptz not null default now()
);

create table private.subscriptions (
  user_id uuid primary key,
  id text not null unique,
  plan_id text not null check (plan_id in ('free', 'pro', 'team')),
  status text not null default 'active' check (status in ('active', 'past_due', 'canceled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table private.invoices (
  id text primary key,
  user_id uuid not null,
  number text not null,
  status text not null check (status in ('paid', 'open', 'void')),
  amount_due integer not null,
  amount_paid integer not null,
  currency text not null default 'usd',
  description text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  created timestamptz not null
);
create index invoices_user_created_idx on private.invoices (user_id, created desc, id desc);

create table private.billing_portal_sessions (
  id text primary key,
  user_id uuid not null,
  return_path text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour'
);

-- Wakes the local platform's simulation when a project starts restoring, whoever moved it there
-- (the dashboard API or the restore_project() RPC). Harmless on a hosted project: nobody listens.
create or replace function private.notify_project_restoring() returns trigger
language plpgsql as $$
begin
  perform pg_notify('project_restoring', new.id::text);
  return null;
end $$;

create trigger projects_restoring_notify
  after insert or update of state on public.projects
  for each row when (new.state = 'restoring')
  execute function private.notify_project_restoring();
