import { randomUUID } from 'node:crypto';

/** One database connection; statements run in order. */
export type Sql = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

export interface AttackTarget {
  /** The migrations' owner: the dashboard API's service rights. Seeds and cross-owner references. */
  service: Sql;
  /** What PostgREST connects as; it switches to anon or authenticated for each request. */
  api: Sql;
}

type Identity = { role: 'authenticated'; sub: string } | { role: 'anon' };

interface Table {
  schema: string;
  name: string;
  /** Quoted schema.name. */
  sql: string;
  firstColumn: string;
  hasOwner: boolean;
  hasProject: boolean;
  hasSource: boolean;
}

interface Owner {
  id: string;
  pausedProject: string;
  project: string;
  source: string;
  marker: string;
  ids: string[];
}

/** Public tables the seed fills, where the owner must read back its own rows. */
const SEEDED = [
  'projects',
  'sources',
  'source_logs',
  'documents',
  'document_chunks',
  'api_keys',
  'webhooks',
  'admin_keys',
];

export interface AttackReport {
  tables: string[];
  writeAttempts: number;
  /** Writes Postgres did not refuse with 42501 (insufficient privilege), with what happened instead. */
  permittedWrites: string[];
  readAttempts: number;
  /** JSON bytes of rows of the other owner (or any row, for anon) that a read returned. */
  crossOwnerBytes: number;
  crossOwnerLeaks: string[];
  /** Rows of its own the authenticated owner read, per seeded table. */
  ownRows: Record<string, number>;
  /** Privileges the catalog shows beyond SELECT on public tables and EXECUTE on restore_project. */
  excessGrants: string[];
  crossReferenceAttempts: number;
  /** Rows pointed at another owner's project or source with service rights (the FKs must refuse). */
  acceptedCrossReferences: string[];
  /** SQLSTATE of each explicit cross-owner insert (23503: the composite foreign key). */
  crossReferenceInsertCodes: string[];
  restore: { foreign: unknown; foreignStateAfter: unknown; own: unknown };
}

type Outcome = { ok: true; rows: Record<string, unknown>[]; rowCount: number } | { ok: false; code: string };

/** One statement in its own transaction, as PostgREST runs a request; always rolled back. */
async function attempt(sql: Sql, identity: Identity | null, text: string, params: unknown[] = []): Promise<Outcome> {
  await sql('begin');
  try {
    if (identity) await assume(sql, identity);
    const result = await sql(text, params);
    return { ok: true, ...result };
  } catch (error) {
    return { ok: false, code: (error as { code?: string }).code ?? String(error) };
  } finally {
    await sql('rollback');
  }
}

/** PostgREST's per-request setup: the role, then the JWT claims (auth.uid() reads `sub`). */
async function assume(sql: Sql, identity: Identity) {
  await sql(`set local role ${identity.role}`);
  const claims =
    identity.role === 'anon' ? { role: 'anon' } : { sub: identity.sub, role: 'authenticated', aud: 'authenticated' };
  await sql("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
}

async function discoverTables(service: Sql): Promise<Table[]> {
  const { rows } = await service(
    `select n.nspname as schema, c.relname as name,
            (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
              order by a.attnum limit 1) as first_column,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'owner_id' and not a.attisdropped) as has_owner,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'project_id' and not a.attisdropped) as has_project,
            exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'source_id' and not a.attisdropped) as has_source
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by 1, 2`,
  );
  const q = (name: unknown) => `"${String(name).replace(/"/g, '""')}"`;
  return rows.map((row) => ({
    schema: String(row.schema),
    name: String(row.name),
    sql: `${q(row.schema)}.${q(row.name)}`,
    firstColumn: q(row.first_column),
    hasOwner: row.has_owner === true,
    hasProject: row.has_project === true,
    hasSource: row.has_source === true,
  }));
}

/** One owner's rows in every table the migrations define, each carrying a marker to spot leaks by. */
async function seedOwner(service: Sql, label: string): Promise<Owner> {
  const id = randomUUID();
  const marker = `${label}-marker-${randomUUID()}`;
  const [pausedProject, project, source, log, doc, apiKey, webhook, adminKey] = Array.from({ length: 8 }, randomUUID);
  const statements: [string, unknown[]][] = [
    [
      `insert into public.projects (id, owner_id, name, state) values ($1, $3, $4, 'paused'), ($2, $3, $4, 'active')`,
      [pausedProject, project, id, marker.slice(0, 90)],
    ],
    [
      `insert into public.sources (id, owner_id, project_id, name, type, provider, custom)
       values ($1, $2, $3, $4, 'google_drive', 'google', $5::jsonb)`,
      [source, id, project, marker, JSON.stringify({ tokens: { refresh_token: '[redacted]' }, note: marker })],
    ],
    [
      `insert into public.source_logs (id, owner_id, project_id, source_id, severity, message) values ($1, $2, $3, $4, 'INFO', $5)`,
      [log, id, project, source, marker],
    ],
    [
      `insert into public.documents (id, owner_id, project_id, source_id, title, content) values ($1, $2, $3, $4, $5, $5)`,
      [doc, id, project, source, marker],
    ],
    [
      `insert into public.document_chunks (owner_id, project_id, source_id, document_id, position, content, token_count)
       values ($1, $2, $3, $4, 0, $5, 1)`,
      [id, project, source, doc, marker],
    ],
    [
      `insert into private.document_originals (document_id, owner_id, content_type, bytes) values ($1, $2, 'text/plain', convert_to($3, 'UTF8'))`,
      [doc, id, marker],
    ],
    [
      `insert into public.api_keys (id, owner_id, project_id, name, prefix) values ($1, $2, $3, 'key', $4)`,
      [apiKey, id, project, marker],
    ],
    [
      `insert into public.webhooks (id, owner_id, project_id, url, events, description, secret_prefix)
       values ($1, $2, $3, 'https://hooks.example/x', '{indexing.completed}', $4, 'whsec_0000')`,
      [webhook, id, project, marker],
    ],
    [`insert into public.admin_keys (id, owner_id, name, prefix) values ($1, $2, 'admin', $3)`, [adminKey, id, marker]],
    [
      `insert into private.source_credentials (source_id, owner_id, tokens, account) values ($1, $2, $3::jsonb, $4)`,
      [source, id, JSON.stringify({ refresh_token: marker }), marker],
    ],
    [
      `insert into private.key_hashes (key_id, kind, owner_id, project_id, hash) values ($1, 'api_key', $2, $3, $4), ($5, 'admin_key', $2, null, $6)`,
      [apiKey, id, project, `${marker}-api`, adminKey, `${marker}-admin`],
    ],
    [`insert into private.webhook_secrets (webhook_id, secret) values ($1, $2)`, [webhook, marker]],
    [`insert into private.oauth_states (state, source_id, owner_id) values ($1, $2, $3)`, [marker, source, id]],
  ];
  await service('begin');
  try {
    for (const [text, params] of statements) await service(text, params);
    await service('commit');
  } catch (error) {
    await service('rollback');
    throw error;
  }
  return {
    id,
    pausedProject,
    project,
    source,
    marker,
    ids: [id, pausedProject, project, source, log, doc, apiKey, webhook, adminKey],
  };
}

/**
 * The attack of issue #14 on a migrated database: every write on every public and private table as
 * `authenticated` and as `anon`, the issue's own scenarios, cross-owner reads, cross-owner references with
 * service rights, restore_project on another owner's project, and the catalog's grants.
 */
export async function runAttacks({ service, api }: AttackTarget): Promise<AttackReport> {
  const tables = await discoverTables(service);
  const alice = await seedOwner(service, 'alice');
  const bob = await seedOwner(service, 'bob');
  const asAlice: Identity = { role: 'authenticated', sub: alice.id };
  const anon: Identity = { role: 'anon' };
  const report: AttackReport = {
    tables: tables.map((t) => `${t.schema}.${t.name}`),
    writeAttempts: 0,
    permittedWrites: [],
    readAttempts: 0,
    crossOwnerBytes: 0,
    crossOwnerLeaks: [],
    ownRows: {},
    excessGrants: [],
    crossReferenceAttempts: 0,
    acceptedCrossReferences: [],
    crossReferenceInsertCodes: [],
    restore: { foreign: null, foreignStateAfter: null, own: null },
  };

  const write = async (identity: Identity, text: string, params: unknown[] = []) => {
    report.writeAttempts++;
    const outcome = await attempt(api, identity, text, params);
    if (outcome.ok || outcome.code !== '42501') {
      const what = outcome.ok ? `succeeded (${outcome.rowCount} rows)` : `failed with ${outcome.code}, not 42501`;
      report.permittedWrites.push(`${identity.role}: ${text} → ${what}`);
    }
  };

  for (const identity of [asAlice, anon]) {
    for (const t of tables) {
      await write(
        identity,
        `insert into ${t.sql} select (jsonb_populate_record(null::${t.sql}, to_jsonb(x) || jsonb_build_object('id', gen_random_uuid()))).* from ${t.sql} x limit 1`,
      );
      await write(identity, `insert into ${t.sql} default values`);
      await write(identity, `update ${t.sql} set ${t.firstColumn} = ${t.firstColumn}`);
      await write(identity, `delete from ${t.sql}`);
      await write(identity, `truncate ${t.sql} cascade`);
    }
    // The scenarios, as supabase-js would send them through PostgREST.
    await write(identity, `update public.projects set state = 'active' where id = $1`, [alice.pausedProject]);
    await write(
      identity,
      `update public.sources set status = 'IDLE', documents_count = 1000000, custom = $2::jsonb where id = $1`,
      [alice.source, JSON.stringify({ tokens: { refresh_token: 'forged' } })],
    );
    await write(identity, `update public.sources set project_id = $2 where id = $1`, [alice.source, bob.project]);
    await write(
      identity,
      `insert into public.sources (owner_id, project_id, type, provider) values ($1, $2, 'local', 'local')`,
      [alice.id, bob.project],
    );
    await write(identity, `insert into public.api_keys (project_id, name, prefix) values ($1, 'forged', 'pk_forged')`, [
      alice.project,
    ]);
    await write(identity, `update public.projects set name = 'hijacked' where id = $1`, [bob.project]);
    await write(identity, `delete from public.projects where id = $1`, [bob.project]);
  }
  await write(anon, 'select public.restore_project($1)', [alice.pausedProject]);

  const foreignTokens = [...bob.ids, bob.marker];
  const read = async (identity: Identity, t: Table, text: string, params: unknown[] = []) => {
    report.readAttempts++;
    const outcome = await attempt(api, identity, text, params);
    if (!outcome.ok) return;
    for (const row of outcome.rows) {
      const json = JSON.stringify(row);
      const mine = identity.role === 'authenticated' && (!t.hasOwner || row.owner_id === identity.sub);
      if (!mine || foreignTokens.some((token) => json.includes(token))) {
        report.crossOwnerBytes += Buffer.byteLength(json);
        report.crossOwnerLeaks.push(`${identity.role}: ${t.schema}.${t.name} returned ${json.slice(0, 120)}`);
      } else if (t.schema === 'public') {
        report.ownRows[t.name] = (report.ownRows[t.name] ?? 0) + 1;
      }
    }
  };
  for (const t of tables) {
    await read(asAlice, t, `select * from ${t.sql}`);
    if (t.hasOwner) await read(asAlice, t, `select * from ${t.sql} where owner_id = $1`, [bob.id]);
    await read(anon, t, `select * from ${t.sql}`);
  }
  for (const name of SEEDED) report.ownRows[name] ??= 0;

  await checkGrants(service, report);
  await crossReferences(service, tables, alice, bob, report);
  report.restore = await restoreAttack(api, service, asAlice, alice, bob);
  return report;
}

/** The catalog's view: anon holds nothing, authenticated only SELECT on public and restore_project(). */
async function checkGrants(service: Sql, report: AttackReport) {
  const { rows } = await service(
    `select r.role, n.nspname || '.' || c.relname as object, p.priv
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join (values ('anon'), ('authenticated')) r(role)
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) p(priv)
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
        and has_table_privilege(r.role, c.oid, p.priv)
        and not (r.role = 'authenticated' and n.nspname = 'public' and p.priv = 'SELECT' and c.relkind <> 'S')
     union all
     select r.role, p.oid::regprocedure::text, 'EXECUTE'
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) r(role)
      where n.nspname = 'public' and has_function_privilege(r.role, p.oid, 'EXECUTE')
        and not (r.role = 'authenticated' and p.oid = 'public.restore_project(uuid)'::regprocedure)
     union all
     select r.role, 'schema private', 'USAGE'
       from (values ('anon'), ('authenticated')) r(role)
      where has_schema_privilege(r.role, 'private', 'USAGE')`,
  );
  report.excessGrants = rows.map((row) => `${String(row.role)}: ${String(row.priv)} on ${String(row.object)}`);
}

/** With service rights, point Alice's rows at Bob's project or source: the composite keys must refuse. */
async function crossReferences(service: Sql, tables: Table[], alice: Owner, bob: Owner, report: AttackReport) {
  const redirect = async (text: string, params: unknown[]) => {
    report.crossReferenceAttempts++;
    const outcome = await attempt(service, null, text, params);
    if (outcome.ok && outcome.rowCount > 0) report.acceptedCrossReferences.push(`${text} → ${outcome.rowCount} rows`);
    return outcome;
  };
  for (const t of tables.filter((table) => table.hasOwner)) {
    if (t.hasProject)
      await redirect(`update ${t.sql} set project_id = $2 where owner_id = $1`, [alice.id, bob.project]);
    if (t.hasSource) await redirect(`update ${t.sql} set source_id = $2 where owner_id = $1`, [alice.id, bob.source]);
  }
  const inserts: [string, unknown[]][] = [
    [
      `insert into public.sources (owner_id, project_id, type, provider) values ($1, $2, 'local', 'local')`,
      [alice.id, bob.project],
    ],
    [
      `insert into public.api_keys (owner_id, project_id, name, prefix) values ($1, $2, 'k', 'pk')`,
      [alice.id, bob.project],
    ],
    [
      `insert into public.webhooks (owner_id, project_id, url, secret_prefix) values ($1, $2, 'https://x.example', 'w')`,
      [alice.id, bob.project],
    ],
    [
      `insert into public.source_logs (owner_id, project_id, source_id, severity, message) values ($1, $2, $3, 'INFO', 'm')`,
      [alice.id, alice.project, bob.source],
    ],
    [
      `insert into public.documents (owner_id, project_id, source_id, title) values ($1, $2, $3, 't')`,
      [alice.id, alice.project, bob.source],
    ],
    [
      `insert into public.document_chunks (owner_id, project_id, source_id, document_id, position, content, token_count)
       select $1, $2, $3, d.id, 99, 'c', 1 from public.documents d where d.owner_id = $4`,
      [alice.id, alice.project, alice.source, bob.id],
    ],
    [
      `insert into private.oauth_states (state, source_id, owner_id) values ($3, $2, $1)`,
      [alice.id, bob.source, randomUUID()],
    ],
  ];
  for (const [text, params] of inserts) {
    const outcome = await redirect(text, params);
    report.crossReferenceInsertCodes.push(outcome.ok ? 'accepted' : outcome.code);
  }
}

/** restore_project() as Alice on Bob's paused project (committed, then checked) and on her own. */
async function restoreAttack(api: Sql, service: Sql, asAlice: Identity, alice: Owner, bob: Owner) {
  await api('begin');
  let foreign: unknown;
  try {
    await assume(api, asAlice);
    foreign = (await api('select public.restore_project($1) as restored', [bob.pausedProject])).rows[0]?.restored;
    await api('commit');
  } catch (error) {
    await api('rollback');
    foreign = (error as { code?: string }).code;
  }
  const after = await service('select state from public.projects where id = $1', [bob.pausedProject]);
  const own = await attempt(api, asAlice, 'select public.restore_project($1) as restored', [alice.pausedProject]);
  return { foreign, foreignStateAfter: after.rows[0]?.state, own: own.ok ? own.rows[0]?.restored : own.code };
}
