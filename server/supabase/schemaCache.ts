import type { Database } from '../db/types';

export interface Column {
  name: string;
  /** Postgres type name as realtime reports it: int4, bool, jsonb, uuid, timestamptz, _text … */
  type: string;
}

/** Columns of every table and view in schema public, in column order. */
export type TableColumns = Map<string, Column[]>;

const caches = new WeakMap<Database, Promise<TableColumns>>();

/**
 * The exposed schema, read once per database: migrations all run before the platform listens,
 * so it cannot change while serving (PostgREST's schema cache, without reloads).
 */
export function publicTables(db: Database): Promise<TableColumns> {
  let cached = caches.get(db);
  if (!cached) {
    cached = loadTables(db);
    caches.set(db, cached);
  }
  return cached;
}

async function loadTables(db: Database): Promise<TableColumns> {
  const { rows } = await db.query<{ table_name: string; column_name: string; type_name: string }>(
    `select c.relname as table_name, a.attname as column_name, t.typname as type_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by c.relname, a.attnum`,
  );
  const tables: TableColumns = new Map();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, type: row.type_name });
    tables.set(row.table_name, columns);
  }
  return tables;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
