import type { Platform } from '../../server/platform';

// A project whose request log holds `rows` requests, all from the last 24 hours (the page's default
// window, so its charts aggregate every row): GraphQL, push and search alternately, from two keys and
// the session, a few percent 4xx and 5xx, searches with a small vocabulary some of which find nothing.

const BATCH = 50_000;
const OPERATIONS = ['ListSources', 'ProjectInfo', 'Documents', 'SearchDocs', 'query { project }', 'Runs'];
const WORDS = ['pricing', 'refund', 'onboarding', 'travel policy', 'holidays', 'security', 'invoice', 'api limits'];

export interface RequestsWorld {
  projectId: string;
  path: string;
}

export async function buildRequestsWorld(platform: Platform, ownerId: string, rows: number): Promise<RequestsWorld> {
  const { projectId, keys } = await platform.ctx.asService(async (tx) => {
    const project = await tx.query<{ id: string }>(
      `insert into public.projects (owner_id, name, state, settings) values ($1, 'Scale: requests', 'active', '{}') returning id`,
      [ownerId],
    );
    const id = project.rows[0].id;
    const created = await tx.query<{ id: string; prefix: string }>(
      `insert into public.api_keys (owner_id, project_id, name, prefix)
       select $1, $2, name, prefix from (values ('Web app', 'pk_webA1'), ('Worker', 'pk_wrkB2')) k(name, prefix)
       returning id, prefix`,
      [ownerId, id],
    );
    return { projectId: id, keys: created.rows };
  });
  const spanMs = 24 * 60 * 60 * 1000 - 60_000;
  for (let first = 0; first < rows; first += BATCH) {
    const last = Math.min(rows, first + BATCH);
    // One transaction a batch. The rows stand for a day of history the realtime feed delivered as it
    // happened, so the bulk write skips the change capture (replica role: ordinary triggers do not fire).
    await platform.ctx.asService(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `with g as (
           select n, (array['graphql', 'push', 'search'])[1 + n % 3] as kind,
                  case when n % 97 = 0 then 500 when n % 19 = 0 then 401 when n % 3 = 1 then 202 else 200 end as status,
                  $7::text[] as ops, $8::text[] as words
             from generate_series($3::int, $4::int - 1) n
         )
         insert into public.api_requests (owner_id, project_id, api_key_id, api_key_prefix, kind, operation, status,
           status_class, duration_ms, result_count, error, query, detail, search_text, created_at)
         select $1::uuid, $2::uuid,
                case n % 5 when 0 then null when 1 then $9::uuid else $10::uuid end,
                case n % 5 when 0 then null when 1 then $11 else $12 end,
                kind,
                case kind when 'graphql' then ops[1 + n % array_length(ops, 1)]
                          when 'push' then 'POST /sources/:sourceId/documents' else 'GET /search' end,
                status, left(status::text, 1) || 'xx',
                5 + ((n::bigint * 7919) % 120)::int + case when n % 50 = 0 then 400 else 0 end,
                case when status >= 400 then null when kind = 'search' then (n * 31) % 7 else (n * 13) % 40 end,
                case when status = 500 then 'Internal error' when status = 401 then 'Invalid API key' end,
                case when kind = 'search' then words[1 + (n / 3) % array_length(words, 1)] || ' ' || (n % 50)::text end,
                jsonb_build_object('method', 'POST', 'path', '/graphql/v1/projects/' || $2::uuid::text, 'credential',
                                   case n % 5 when 0 then 'session' else 'api_key' end),
                concat_ws(' ', case kind when 'graphql' then ops[1 + n % array_length(ops, 1)] else kind end,
                          case when kind = 'search' then words[1 + (n / 3) % array_length(words, 1)] end),
                now() - ($6::double precision * ($5::int - n) / $5::int) * interval '1 millisecond'
           from g`,
        [
          ownerId,
          projectId,
          first,
          last,
          rows,
          spanMs,
          OPERATIONS,
          WORDS,
          keys[0].id,
          keys[1].id,
          keys[0].prefix,
          keys[1].prefix,
        ],
      );
    });
  }
  return { projectId, path: `/projects/${projectId}/requests` };
}
