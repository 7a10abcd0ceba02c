-- Webhook deliveries (issue #16, DESIGN §10): one row per event sent to a webhook, one row per HTTP attempt.
-- Browsers only read them (owner-only RLS, realtime); the platform writes them with service rights.

-- Composite keys keep every delivery under the owner of its project and webhook.
create unique index if not exists projects_id_owner_id_key on public.projects (id, owner_id);
create unique index if not exists webhooks_id_owner_id_key on public.webhooks (id, owner_id);

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  project_id uuid not null,
  webhook_id uuid not null,
  event_id text not null,
  event_type text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'SUCCEEDED', 'FAILED', 'RETRYING')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_status_code integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade,
  foreign key (webhook_id, owner_id) references public.webhooks (id, owner_id) on delete cascade
);

create unique index webhook_deliveries_id_owner_id_key on public.webhook_deliveries (id, owner_id);
create index webhook_deliveries_webhook_idx on public.webhook_deliveries (webhook_id, created_at desc, id desc);
create index webhook_deliveries_project_idx on public.webhook_deliveries (project_id, created_at desc);
-- The delivery queue reads only what is still to be sent.
create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at)
  where status in ('PENDING', 'RETRYING');

create table public.webhook_delivery_attempts (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid(),
  delivery_id uuid not null,
  attempt integer not null check (attempt > 0),
  started_at timestamptz not null default now(),
  duration_ms integer,
  status_code integer,
  error text,
  request_headers jsonb,
  request_body text,
  response_headers jsonb,
  response_body text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (delivery_id, owner_id) references public.webhook_deliveries (id, owner_id) on delete cascade,
  unique (delivery_id, attempt)
);

do $$
declare t text;
begin
  foreach t in array array['webhook_deliveries', 'webhook_delivery_attempts']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('alter table public.%I replica identity full', t);
    execute format('create trigger %I before update on public.%I for each row execute function public.touch_updated_at()', t || '_touch', t);
    execute format('create policy %I on public.%I for select to authenticated using (owner_id = auth.uid())', t || '_select_own', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to authenticated', t);
  end loop;
end $$;

alter publication supabase_realtime add table public.webhook_deliveries, public.webhook_delivery_attempts;

-- During a rotation the previous secret keeps signing (a second v1 signature) until it expires.
alter table private.webhook_secrets
  add column previous_secret text,
  add column previous_expires_at timestamptz;

-- The exact body of each event, so every attempt and resend sends the same bytes under the same webhook-id.
create table private.webhook_events (
  id text primary key,
  owner_id uuid not null,
  project_id uuid not null references public.projects (id) on delete cascade,
  type text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index webhook_events_created_idx on private.webhook_events (created_at);

-- Wakes the local platform's delivery queue when a delivery becomes due now (sent on commit).
create or replace function private.notify_webhook_delivery_due() returns trigger
language plpgsql as $$
begin
  perform pg_notify('webhook_delivery_due', '');
  return null;
end $$;

create trigger webhook_deliveries_due_notify
  after insert or update of status, next_attempt_at on public.webhook_deliveries
  for each row when (new.status = 'PENDING')
  execute function private.notify_webhook_delivery_due();
