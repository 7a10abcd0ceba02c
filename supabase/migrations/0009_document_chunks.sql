-- Real content: documents pushed over HTTP or read from a local folder are split into chunks, each with
-- its own weighted full-text vector. Written only by the platform (service rights); browsers read their
-- own rows. Chunks are not published for realtime: the dashboard shows documents and runs live, and
-- reads a document's chunks on demand, so streaming every chunk would only cost bandwidth.

create unique index if not exists projects_id_owner_id_key on public.projects (id, owner_id);
create unique index if not exists sources_id_owner_id_key on public.sources (id, owner_id);
create unique index if not exists documents_id_owner_id_key on public.documents (id, owner_id);

-- The pusher's own id (push sources) or the path relative to the folder (local sources), and a hash of
-- the original bytes: the same id with the same hash is left alone, a new hash replaces the document.
alter table public.documents
  add column external_id text check (external_id is null or char_length(external_id) between 1 and 512),
  add column content_hash text;
create unique index documents_source_external_idx on public.documents (source_id, external_id)
  where external_id is not null;

-- Path-aware search of the documents list: "benefits" finds handbook/benefits.md, so the title and the
-- external id are also indexed split on / . _ - into words. Queries repeat this exact expression.
drop index if exists public.documents_search_idx;
create index documents_search_idx on public.documents using gin (
  (setweight(to_tsvector('english'::regconfig,
      title || ' ' || coalesce(external_id, '') || ' '
        || regexp_replace(title || ' ' || coalesce(external_id, ''), '[/._-]+', ' ', 'g')), 'A')
   || setweight(to_tsvector('english'::regconfig, content), 'B'))
);

-- Pushes are runs too.
alter table public.indexing_runs drop constraint if exists indexing_runs_trigger_check;
alter table public.indexing_runs
  add constraint indexing_runs_trigger_check check (trigger in ('manual', 'schedule', 'push'));

create table public.document_chunks (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null,
  project_id uuid not null,
  source_id uuid not null,
  document_id uuid not null,
  position integer not null check (position >= 0),
  content text not null,
  token_count integer not null check (token_count >= 0),
  heading text,
  fts tsvector not null,
  created_at timestamptz not null default now(),
  unique (document_id, position),
  foreign key (project_id, owner_id) references public.projects (id, owner_id) on delete cascade,
  foreign key (source_id, owner_id) references public.sources (id, owner_id) on delete cascade,
  foreign key (document_id, owner_id) references public.documents (id, owner_id) on delete cascade
);

create index document_chunks_fts_idx on public.document_chunks using gin (fts);
create index document_chunks_source_idx on public.document_chunks (source_id);
create index document_chunks_project_idx on public.document_chunks (project_id);

-- The vector is always derived from the row and its document, whoever writes it: the document's title
-- and path words weigh most, then the chunk's heading, then its text.
create or replace function private.document_chunk_fts() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  doc_title text;
  doc_path text;
begin
  select d.title, coalesce(d.external_id, '') into doc_title, doc_path
    from public.documents d where d.id = new.document_id;
  new.fts :=
    setweight(to_tsvector('english'::pg_catalog.regconfig,
      coalesce(doc_title, '') || ' ' || doc_path || ' ' || regexp_replace(coalesce(doc_title, '') || ' ' || doc_path, '[/._-]+', ' ', 'g')), 'A')
    || setweight(to_tsvector('english'::pg_catalog.regconfig, coalesce(new.heading, '')), 'B')
    || setweight(to_tsvector('english'::pg_catalog.regconfig, new.content), 'D');
  return new;
end $$;
revoke all on function private.document_chunk_fts() from public;

create trigger document_chunks_fts before insert or update of content, heading, document_id
  on public.document_chunks for each row execute function private.document_chunk_fts();

alter table public.document_chunks enable row level security;
alter table public.document_chunks replica identity full;
create policy document_chunks_select_own on public.document_chunks for select to authenticated
  using (owner_id = auth.uid());
revoke all on table public.document_chunks from anon, authenticated;
grant select on table public.document_chunks to authenticated;

-- What was pushed, byte for byte, so Initialize, Update and Rebuild re-process a push source's documents
-- instead of inventing any. Never browser-readable.
create table private.document_originals (
  document_id uuid primary key,
  owner_id uuid not null,
  content_type text not null,
  file_name text,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  foreign key (document_id, owner_id) references public.documents (id, owner_id) on delete cascade
);
