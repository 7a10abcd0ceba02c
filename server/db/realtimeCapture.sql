-- Local change capture for /realtime/v1 (stands in for Supabase's WAL reader): every table in publication
-- supabase_realtime gets a row trigger that queues the change and notifies the platform, which drains the
-- queue in order. Lives in schema local_platform, which no API role can see.
create schema if not exists local_platform;
revoke all on schema local_platform from public;

create table if not exists local_platform.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  change_type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default clock_timestamp()
);

create or replace function local_platform.capture_change() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
begin
  insert into local_platform.changes (schema_name, table_name, change_type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else to_jsonb(new) end,
          case when tg_op = 'INSERT' then null else to_jsonb(old) end);
  perform pg_notify('local_platform_changes', '');
  return null;
end $$;

-- Idempotent: (re)installs the trigger on every published table, so later migrations are covered.
create or replace function local_platform.install_capture() returns void
language plpgsql as $$
declare t record;
begin
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' loop
    execute format('drop trigger if exists local_platform_capture on %I.%I', t.schemaname, t.tablename);
    execute format('create trigger local_platform_capture after insert or update or delete on %I.%I '
                   'for each row execute function local_platform.capture_change()', t.schemaname, t.tablename);
  end loop;
end $$;
