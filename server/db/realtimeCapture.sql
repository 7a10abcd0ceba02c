-- Local change capture for /realtime/v1 (stands in for Supabase's WAL reader): every table in publication
-- supabase_realtime gets a row trigger that queues the change once for every running platform instance
-- (its feed) and notifies them; each instance drains its own queue in order. Transaction ids are taken
-- before commit, so one shared log read with a cursor could pass over a change committed late; a queue
-- per instance drained with delete … returning cannot. Lives in schema local_platform, which no API role
-- can see.
create schema if not exists local_platform;
revoke all on schema local_platform from public;

-- One row per running instance, kept fresh by it; a row left behind by a crashed instance is removed by
-- the others after a while, with its queue.
create table if not exists local_platform.feeds (
  id uuid primary key,
  seen_at timestamptz not null default now()
);

-- Queues of an older shape (one queue shared by every instance) hold nothing worth keeping.
do $$
begin
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'local_platform' and table_name = 'changes' and column_name = 'feed') then
    drop table if exists local_platform.changes;
  end if;
end $$;

create table if not exists local_platform.changes (
  id bigserial primary key,
  feed uuid not null references local_platform.feeds (id) on delete cascade,
  schema_name text not null,
  table_name text not null,
  change_type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default clock_timestamp()
);
create index if not exists changes_feed_idx on local_platform.changes (feed, id);

-- The trigger's arguments name columns left out of the queued rows: a document's full text would be copied
-- into every instance's queue and parsed by the platform on each write, while subscribers only need its
-- keys and short columns (the dashboard reads a document's text over REST or the API).
create or replace function local_platform.capture_change() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
begin
  insert into local_platform.changes (feed, schema_name, table_name, change_type, record, old_record)
  select f.id, tg_table_schema, tg_table_name, tg_op,
         case when tg_op = 'DELETE' then null else to_jsonb(new) - coalesce(tg_argv, '{}') end,
         case when tg_op = 'INSERT' then null else to_jsonb(old) - coalesce(tg_argv, '{}') end
    from local_platform.feeds f;
  if found then
    perform pg_notify('local_platform_changes', '');
  end if;
  return null;
end $$;

-- Idempotent: (re)installs the trigger on every published table, so later migrations are covered.
create or replace function local_platform.install_capture() returns void
language plpgsql as $$
declare
  t record;
  omitted text;
begin
  for t in select schemaname, tablename from pg_publication_tables where pubname = 'supabase_realtime' loop
    omitted := case when (t.schemaname, t.tablename) = ('public', 'documents') then quote_literal('content') else '' end;
    execute format('drop trigger if exists local_platform_capture on %I.%I', t.schemaname, t.tablename);
    execute format('create trigger local_platform_capture after insert or update or delete on %I.%I '
                   'for each row execute function local_platform.capture_change(%s)',
                   t.schemaname, t.tablename, omitted);
  end loop;
end $$;
