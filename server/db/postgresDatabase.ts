import pg from 'pg';
import { applySchema, type SqlFile } from './schema';
import type { Database, QueryResult, Transaction } from './types';

// Rows read the same as from PGlite: bigints as numbers while they are exact, dates as Date at UTC midnight.
const parseBigint = (text: string) => {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
};
const INT8 = 20;
const INT8_ARRAY = 1016;
const DATE = 1082;
const DATE_ARRAY = 1182;
const TEXT_ARRAY = 1009;
const parseTextArray = (pg.types.getTypeParser as (oid: number) => unknown)(TEXT_ARRAY) as (
  text: string,
) => Array<string | null>;
const arrayOf = (parse: (text: string) => unknown) => (text: string) =>
  parseTextArray(text).map((v) => (v === null ? v : parse(v)));
const parsers: Record<number, (text: string) => unknown> = {
  [INT8]: parseBigint,
  [INT8_ARRAY]: arrayOf(parseBigint),
  [DATE]: (text) => new Date(text),
  [DATE_ARRAY]: arrayOf((text) => new Date(text)),
};
const builtIn = pg.types.getTypeParser as (oid: number, format?: string) => unknown;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    parsers[oid] ?? builtIn(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * PGlite serialises each parameter by the type Postgres expects, node-postgres by its JavaScript type, so an
 * array of objects (a json/jsonb parameter) would become a Postgres array literal: send those as JSON.
 */
const serialise = (value: unknown) =>
  Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object' && !(item instanceof Date))
    ? JSON.stringify(value)
    : value;

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

async function run<T>(client: pg.Pool | pg.PoolClient | pg.Client, sql: string, params?: unknown[]) {
  const result = await client.query({ text: sql, values: params?.map(serialise) });
  return {
    rows: result.rows as T[],
    affectedRows: COUNTED.has(result.command) ? (result.rowCount ?? 0) : 0,
    rowCount: result.rowCount ?? undefined,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  } satisfies QueryResult<T>;
}

const onClient = (client: pg.PoolClient | pg.Client): Transaction => ({
  query: (sql, params) => run(client, sql, params),
  exec: async (sql) => void (await client.query(sql)),
});

/** begin … commit on one client; rolled back when fn throws. Rejects with RollbackFailed when that fails too. */
async function inTransaction<T>(client: pg.PoolClient | pg.Client, fn: (tx: Transaction) => Promise<T>) {
  await client.query('begin');
  try {
    const result = await fn(onClient(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((broken: unknown) => {
      throw new RollbackFailed(error, broken);
    });
    throw error;
  }
}

/** The connection could not even roll back (it dropped): it is discarded, and the first error reported. */
class RollbackFailed extends Error {
  constructor(
    readonly original: unknown,
    cause: unknown,
  ) {
    super('the transaction could not be rolled back', { cause });
  }
}

// Any constant shared by every instance: instances starting together set the database up once.
const SCHEMA_LOCK = 7_305_241_101;

/**
 * Connects to a PostgreSQL server and sets its database up (roles, local auth schema, migrations, change
 * capture) under an advisory lock, so instances starting together migrate once and later ones only
 * apply what is new.
 */
export async function openPostgres(url: string, files: SqlFile[]): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle client the server dropped: the pool replaces it; the error must not end the process.
  pool.on('error', (error) => console.error('[database] idle PostgreSQL connection failed:', error.message));
  try {
    const setup = await pool.connect();
    try {
      await setup.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
      await applySchema({ ...onClient(setup), transaction: (fn) => inTransaction(setup, fn) }, files);
      await setup.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    } finally {
      setup.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const notifications = listener(url);
  return {
    embedded: null,
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await inTransaction(client, fn);
      } catch (error) {
        if (!(error instanceof RollbackFailed)) throw error;
        broken = error;
        throw error.original;
      } finally {
        client.release(broken);
      }
    },
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * One connection kept for LISTEN. When it drops it reconnects, listens again and calls every listener
 * once, since notifications sent meanwhile are lost and listeners treat a call as "look again".
 */
function listener(url: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, types });
    next.on('notification', (message) => {
      for (const onNotify of channels.get(message.channel) ?? []) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    return next;
  };
  const reconnect = () => {
    if (closed) return;
    const dropped = client;
    client = null;
    void dropped?.then((old) => old.end()).catch(() => undefined);
    setTimeout(() => {
      if (closed || client) return;
      client = connect();
      client.then(
        () => channels.forEach((listeners) => listeners.forEach((onNotify) => onNotify(''))),
        () => reconnect(),
      );
    }, 1_000).unref();
  };
  const current = () => {
    if (!client) {
      const connecting = connect();
      client = connecting;
      // A failed first connection is tried again by the next listen, not remembered.
      connecting.catch(() => {
        if (client === connecting) client = null;
      });
    }
    return client;
  };

  return {
    async listen(channel: string, onNotify: (payload: string) => void) {
      const first = !channels.has(channel);
      const listeners = channels.get(channel) ?? new Set();
      listeners.add(onNotify);
      channels.set(channel, listeners);
      if (first) await (await current()).query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        listeners.delete(onNotify);
      };
    },
    async close() {
      closed = true;
      const open = client;
      client = null;
      if (open) await (await open.catch(() => null))?.end();
    },
  };
}
