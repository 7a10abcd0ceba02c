-- Hardening: restore_project() enforces every plan limit, and run references include the owner.

-- 1. The plans' limits, for SQL that must enforce them without the dashboard API (server/simulation/plans.ts
--    holds the same figures; a test compares the two).
create table private.plan_limits (
  plan_id text primary key check (plan_id in ('free', 'pro', 'team')),
  name text not null,
  projects integer not null,
  sources integer not null,
  documents integer not null,
  webhooks boolean not null,
  semantic_search boolean not null
);
insert into private.plan_limits (plan_id, name, projects, sources, documents, webhooks, semantic_search) values
  ('free', 'Free', 3, 5, 1000, false, false),
  ('pro', 'Pro', 10, 25, 100000, true, false),
  ('team', 'Team', 100, 200, 1000000, true, true);

-- 2. restore_project() checks, in its own transaction and under the caller's subscription lock (as the
--    API's creates take it), that the restored project fits the plan: a free project slot when it was
--    deleted, and its sources, documents, webhooks and semantic search. Another owner's project, or one
--    not restorable, still answers false; a plan limit raises P0001 with the limit's code as detail.
create or replace function public.restore_project(project_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  target public.projects%rowtype;
  lim private.plan_limits%rowtype;
  used bigint;
begin
  if uid is null then
    return false;
  end if;
  perform 1 from private.subscriptions s where s.user_id = uid for update;
  select l.* into lim from private.plan_limits l
   where l.plan_id = coalesce((select s.plan_id from private.subscriptions s where s.user_id = uid), 'free');

  select p.* into target from public.projects p
   where p.id = restore_project.project_id and p.owner_id = uid
     and (p.state = 'paused' or (p.state = 'deleted' and p.deleted_at > now() - interval '7 days'))
   for update;
  if not found then
    return false;
  end if;

  if target.state = 'deleted' then
    select count(*) into used from public.projects p where p.owner_id = uid and p.state <> 'deleted';
    if used >= lim.projects then
      raise exception using errcode = 'P0001', detail = 'PLAN_LIMIT_PROJECTS',
        message = format('The %s plan allows %s projects. Delete a project or upgrade your plan in Settings → Subscription.', lim.name, lim.projects);
    end if;
  end if;
  select count(*) into used from public.sources s where s.project_id = target.id;
  if used > lim.sources then
    raise exception using errcode = 'P0001', detail = 'PLAN_LIMIT_SOURCES',
      message = format('The %s plan allows %s sources per project; this project has %s. Upgrade your plan in Settings → Subscription.', lim.name, lim.sources, used);
  end if;
  select coalesce(sum(s.documents_count), 0) into used from public.sources s where s.project_id = target.id;
  if used > lim.documents then
    raise exception using errcode = 'P0001', detail = 'PLAN_LIMIT_DOCUMENTS',
      message = format('The %s plan allows %s documents per project; this project has %s. Upgrade your plan in Settings → Subscription.', lim.name, lim.documents, used);
  end if;
  if not lim.webhooks and exists (select 1 from public.webhooks w where w.project_id = target.id) then
    raise exception using errcode = 'P0001', detail = 'PLAN_LIMIT_WEBHOOKS',
      message = format('Webhooks are not included in the %s plan; this project has webhooks. Delete them or upgrade your plan in Settings → Subscription.', lim.name);
  end if;
  if not lim.semantic_search and coalesce((target.settings #>> '{features,semanticSearch}')::boolean, false) then
    raise exception using errcode = 'P0001', detail = 'PLAN_LIMIT_SEMANTIC_SEARCH',
      message = format('Semantic search is not included in the %s plan; this project has it on. Upgrade your plan in Settings → Subscription.', lim.name);
  end if;

  update public.projects p set state = 'restoring', deleted_at = null where p.id = target.id;
  return true;
end $$;

revoke all on function public.restore_project(uuid) from public, anon, authenticated;
grant execute on function public.restore_project(uuid) to authenticated;

-- 3. A log line or document may only name a run of its own owner.
create unique index if not exists indexing_runs_id_owner_id_key on public.indexing_runs (id, owner_id);
alter table public.source_logs drop constraint if exists source_logs_run_id_fkey;
alter table public.source_logs
  add constraint source_logs_run_owner_fkey foreign key (run_id, owner_id)
    references public.indexing_runs (id, owner_id) on delete set null (run_id);
alter table public.documents drop constraint if exists documents_run_id_fkey;
alter table public.documents
  add constraint documents_run_owner_fkey foreign key (run_id, owner_id)
    references public.indexing_runs (id, owner_id) on delete set null (run_id);
