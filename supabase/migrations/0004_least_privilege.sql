-- Least privilege (issue #14). The browser may only read its own rows and call restore_project();
-- every write goes through the dashboard API, which writes with service rights and checks ownership
-- in the same statement. Valid as the `postgres` role of a hosted Supabase project.

-- 1. No row may reference a project or source of another owner.
create unique index if not exists projects_id_owner_id_key on public.projects (id, owner_id);
create unique index if not exists sources_id_owner_id_key on public.sources (id, owner_id);
create unique index if not exists webhooks_id_owner_id_key on public.webhooks (id, owner_id);

alter table public.sources
  add constraint sources_project_owner_fkey foreign key (project_id, owner_id)
    references public.projects (id, owner_id) on delete cascade;
alter table public.source_logs
  add constraint source_logs_project_owner_fkey foreign key (project_id, owner_id)
    references public.projects (id, owner_id) on delete cascade,
  add constraint source_logs_source_owner_fkey foreign key (source_id, owner_id)
    references public.sources (id, owner_id) on delete cascade;
alter table public.api_keys
  add constraint api_keys_project_owner_fkey foreign key (project_id, owner_id)
    references public.projects (id, owner_id) on delete cascade;
alter table public.webhooks
  add constraint webhooks_project_owner_fkey foreign key (project_id, owner_id)
    references public.projects (id, owner_id) on delete cascade;
alter table public.documents
  add constraint documents_project_owner_fkey foreign key (project_id, owner_id)
    references public.projects (id, owner_id) on delete cascade,
  add constraint documents_source_owner_fkey foreign key (source_id, owner_id)
    references public.sources (id, owner_id) on delete cascade;
alter table private.source_credentials
  add constraint source_credentials_source_owner_fkey foreign key (source_id, owner_id)
    references public.sources (id, owner_id) on delete cascade;
alter table private.oauth_states
  add constraint oauth_states_source_owner_fkey foreign key (source_id, owner_id)
    references public.sources (id, owner_id) on delete cascade;
-- Admin keys have no project (null project_id): a composite key with a null is not checked.
alter table private.key_hashes
  add constraint key_hashes_project_owner_fkey foreign key (project_id, owner_id)
    references public.projects (id, owner_id) on delete cascade;

-- 2. The browser's roles: SELECT on the public tables for authenticated (RLS keeps it to its own
-- rows), nothing for anon, no write policies left to widen by mistake.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['projects', 'sources', 'source_logs', 'api_keys', 'webhooks', 'admin_keys', 'documents']
  loop
    execute format('drop policy if exists %I on public.%I', t || '_insert_own', t);
    execute format('drop policy if exists %I on public.%I', t || '_update_own', t);
    execute format('drop policy if exists %I on public.%I', t || '_delete_own', t);
    execute format('grant select on table public.%I to authenticated', t);
  end loop;
end $$;

-- Hosted Supabase grants ALL on every new public table, sequence and function to anon and
-- authenticated by default; take that back for objects this role (the migration runner) creates, so a
-- later table is closed until a migration grants it. Per-schema defaults cannot remove the global
-- EXECUTE for PUBLIC, hence the second, global statement.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges revoke execute on functions from public;

-- 3. restore_project(): authenticated can no longer UPDATE projects, so the function runs with its
-- owner's rights and does the one move itself, on the caller's own project only, within the same
-- 7-day window as the dashboard API's restore.
create or replace function public.restore_project(project_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare changed integer;
begin
  update public.projects p
     set state = 'restoring', deleted_at = null
   where p.id = restore_project.project_id
     and p.owner_id = auth.uid()
     and (p.state = 'paused' or (p.state = 'deleted' and p.deleted_at > now() - interval '7 days'));
  get diagnostics changed = row_count;
  return changed = 1;
end $$;

revoke all on function public.restore_project(uuid) from public, anon, authenticated;
grant execute on function public.restore_project(uuid) to authenticated;
