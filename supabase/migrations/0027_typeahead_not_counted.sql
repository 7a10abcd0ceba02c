-- A search made while the user types (`?typeahead=1`, marked `detail.typeahead` in the request log) is
-- logged like any request, but it is not a search of its own: the search rollups behind the Requests
-- page's Searches, Top queries and zero-result queries count only settled searches. The function is
-- migration 0012's with that one condition added to its search rollup.
create or replace function private.roll_up_api_requests() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.api_request_rollups as r
    (project_id, owner_id, bucket, total, ok, client_errors, server_errors, errors, latency)
  select project_id, owner_id, date_trunc('hour', created_at, 'UTC'), count(*),
         count(*) filter (where status < 400),
         count(*) filter (where status between 400 and 499),
         count(*) filter (where status >= 500),
         count(*) filter (where status >= 400 or error is not null),
         -- One count per band of private.api_request_latency_bounds(), in one pass over the batch.
         array[count(*) filter (where duration_ms < 1), count(*) filter (where duration_ms >= 1 and duration_ms < 2),
               count(*) filter (where duration_ms >= 2 and duration_ms < 3),
               count(*) filter (where duration_ms >= 3 and duration_ms < 5),
               count(*) filter (where duration_ms >= 5 and duration_ms < 7),
               count(*) filter (where duration_ms >= 7 and duration_ms < 10),
               count(*) filter (where duration_ms >= 10 and duration_ms < 15),
               count(*) filter (where duration_ms >= 15 and duration_ms < 20),
               count(*) filter (where duration_ms >= 20 and duration_ms < 30),
               count(*) filter (where duration_ms >= 30 and duration_ms < 40),
               count(*) filter (where duration_ms >= 40 and duration_ms < 50),
               count(*) filter (where duration_ms >= 50 and duration_ms < 75),
               count(*) filter (where duration_ms >= 75 and duration_ms < 100),
               count(*) filter (where duration_ms >= 100 and duration_ms < 150),
               count(*) filter (where duration_ms >= 150 and duration_ms < 200),
               count(*) filter (where duration_ms >= 200 and duration_ms < 300),
               count(*) filter (where duration_ms >= 300 and duration_ms < 400),
               count(*) filter (where duration_ms >= 400 and duration_ms < 500),
               count(*) filter (where duration_ms >= 500 and duration_ms < 750),
               count(*) filter (where duration_ms >= 750 and duration_ms < 1000),
               count(*) filter (where duration_ms >= 1000 and duration_ms < 1500),
               count(*) filter (where duration_ms >= 1500 and duration_ms < 2000),
               count(*) filter (where duration_ms >= 2000 and duration_ms < 3000),
               count(*) filter (where duration_ms >= 3000 and duration_ms < 5000),
               count(*) filter (where duration_ms >= 5000 and duration_ms < 7500),
               count(*) filter (where duration_ms >= 7500 and duration_ms < 10000),
               count(*) filter (where duration_ms >= 10000 and duration_ms < 15000),
               count(*) filter (where duration_ms >= 15000 and duration_ms < 30000),
               count(*) filter (where duration_ms >= 30000 and duration_ms < 60000),
               count(*) filter (where duration_ms >= 60000)]::integer[]
    from added
   group by 1, 2, 3
  on conflict (project_id, bucket) do update
    set total = r.total + excluded.total, ok = r.ok + excluded.ok,
        client_errors = r.client_errors + excluded.client_errors,
        server_errors = r.server_errors + excluded.server_errors, errors = r.errors + excluded.errors,
        latency = private.api_request_add_counts(r.latency, excluded.latency);

  insert into private.api_search_rollups as s
    (project_id, owner_id, bucket, query_key, query, searches, zero_results, result_sum, results_counted,
     last_searched_at)
  select project_id, owner_id, date_trunc('hour', created_at, 'UTC'), lower(btrim(query)), min(btrim(query)),
         count(*), count(*) filter (where result_count = 0), coalesce(sum(result_count), 0), count(result_count),
         max(created_at)
    from added
   where query is not null and btrim(query) <> '' and (detail ->> 'typeahead') is distinct from 'true'
   group by 1, 2, 3, 4
  on conflict (project_id, bucket, query_key) do update
    set query = least(s.query, excluded.query), searches = s.searches + excluded.searches,
        zero_results = s.zero_results + excluded.zero_results, result_sum = s.result_sum + excluded.result_sum,
        results_counted = s.results_counted + excluded.results_counted,
        last_searched_at = greatest(s.last_searched_at, excluded.last_searched_at);

  insert into private.api_key_request_rollups as k (api_key_id, owner_id, bucket, total, last_request_at)
  select api_key_id, owner_id, date_trunc('hour', created_at, 'UTC'), count(*), max(created_at)
    from added
   where api_key_id is not null
   group by 1, 2, 3
  on conflict (api_key_id, bucket) do update
    set total = k.total + excluded.total, last_request_at = greatest(k.last_request_at, excluded.last_request_at);
  return null;
end
$$;
