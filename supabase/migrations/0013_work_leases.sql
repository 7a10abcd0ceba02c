-- Work claimed, not assumed: background work (a source's job, a webhook delivery attempt, a periodic purge)
-- runs under a lease row naming the platform instance that holds it until expires_at. An instance renews
-- the leases it works under; when it stops or crashes they expire and any other instance may take over.
-- Private schema: no API role sees it.
create table if not exists private.leases (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null
);
create index if not exists leases_expires_idx on private.leases (expires_at);
