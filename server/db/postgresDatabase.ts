import pg from 'pg';
import { applySchema, type SqlFile } from './schema';
import { DatabaseUnavailable, InsufficientStorage, isConnectionFailure, isDiskFull } from './failures';
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

/** A lost connection or a full disk becomes the error requests answer 503 or 507 for; others pass as they are. */
function failure(error: unknown): unknown {
  if (isConnectionFailure(error)) return new DatabaseUnavailable(error);
  if (isDiskFull(error))
    return new InsufficientStorage(
      'The PostgreSQL server is out of disk space: writes resume once it has space again.',
      error,
    );
  return error;
}

async function run<T>(client: pg.PoolClient | pg.Client, sql: string, params?: unknown[]) {
  const result = await client.query({ text: sql, values: params?.map(serialise) }).catch((error: unknown) => {
    throw failure(error);
  });
  return {
    rows: result.rows as T[],
    affectedRows: COUNTED.has(result.command) ? (result.rowCount ?? 0) : 0,
    rowCount: result.rowCount ?? undefined,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  } satisfies QueryResult<T>;
}

const onClient = (client: pg.PoolClient | pg.Client): Transaction => ({
  query: (sql, params) => run(client, sql, params),
  exec: async (sql) =>
    void (await client.query(sql).catch((error: unknown) => {
      throw failure(error);
    })),
});

/** A pooled client; failing to get one (server down, restarting, refusing connections) is an outage. */
async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw new DatabaseUnavailable(error);
  }
}

/** Runs fn on a pooled client; a client whose connection failed is discarded, not returned to the pool. */
async function onPooled<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await connect(pool);
  let broken: Error | undefined;
  try {
    return await fn(client);
  } catch (error) {
    // A transaction that could not even roll back lost its connection: the first error is reported.
    if (error instanceof RollbackFailed) {
      broken = error;
      throw failure(error.original);
    }
    if (error instanceof DatabaseUnavailable) broken = error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** begin … commit on one client; rolled back when fn throws. Rejects with RollbackFailed when that fails too. */
async function inTransaction<T>(client: pg.PoolClient | pg.Client, fn: (tx: Transaction) => Promise<T>) {
  const tx = onClient(client);
  await tx.exec('begin');
  try {
    const result = await fn(tx);
    await tx.exec('commit');
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
  // A server that accepts no connection within the timeout is treated as down (503), not waited for.
  const pool = new pg.Pool({ connectionString: url, types, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true });
  const outage = outageLog();
  // An idle client the server dropped: the pool replaces it; the error must not end the process.
  pool.on('error', (error) => outage.lost(error));
  // A client handed out by pool.connect() has no listener of the pool's while it is out: an 'error' event
  // between two of its statements (a terminated backend) would otherwise end the process.
  pool.on('connect', (client) => client.on('error', (error) => outage.lost(error)));
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
    query: (sql, params) => outage.watch(onPooled(pool, (client) => run(client, sql, params))),
    exec: (sql) => outage.watch(onPooled(pool, (client) => onClient(client).exec(sql))),
    transaction: (fn) => outage.watch(onPooled(pool, (client) => inTransaction(client, fn))),
    listen: notifications.listen,
    holdWhileAlive: notifications.holdWhileAlive,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * Says once that the database was lost and once that it answers again, however many requests fail meanwhile.
 */
function outageLog() {
  let down = false;
  const lost = (error: unknown) => {
    if (down) return;
    down = true;
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
    console.error(`[database] PostgreSQL is unavailable (${String(reason)}); requests answer 503 until it is back`);
  };
  return {
    lost,
    async watch<T>(work: Promise<T>): Promise<T> {
      try {
        const result = await work;
        if (down) {
          down = false;
          console.error('[database] PostgreSQL answers again');
        }
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailable) lost(error);
        throw error;
      }
    },
  };
}

/**
 * One connection kept for LISTEN. When it drops it reconnects (every second until the server answers),
 * listens again and calls every listener once with an empty payload, since notifications sent meanwhile
 * are lost and listeners treat that call as "look again". It also holds the process's lifetime locks.
 */
function listener(url: string) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const held = new Set<string>();
  // pg_try_: a session this process lost but the server has not yet noticed may still hold it.
  const hold = (on: pg.Client, key: string) => on.query('select pg_try_advisory_lock(hashtextextended($1, 0))', [key]);
  let client: Promise<pg.Client> | null = null;
  // The connected client whose failure triggers a reconnect; events of one already replaced are ignored.
  let live: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, types, connectionTimeoutMillis: 5_000, keepAlive: true });
    next.on('notification', (message) => {
      for (const onNotify of channels.get(message.channel) ?? []) onNotify(message.payload ?? '');
    });
    const dropped = (error?: Error) => {
      if (live !== next) return;
      live = null;
      console.error(`[database] the LISTEN connection was lost (${error?.message ?? 'closed'}); reconnecting`);
      reconnect();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    try {
      await next.connect();
      for (const key of held) await hold(next, key);
      for (const channel of channels.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    live = next;
    return next;
  };
  const reconnect = () => {
    if (closed) return;
    const dropped = client;
    client = null;
    void dropped?.then((old) => old.end()).catch(() => undefined);
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (closed || client) return;
      const connecting = connect();
      client = connecting;
      connecting.then(
        () => {
          console.error('[database] listening again');
          channels.forEach((listeners) => listeners.forEach((onNotify) => onNotify('')));
        },
        () => {
          if (client === connecting) reconnect();
        },
      );
    }, 1_000);
    retry.unref();
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
    async holdWhileAlive(key: string) {
      held.add(key);
      await hold(await current(), key);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      live = null;
      const open = client;
      client = null;
      if (open) await (await open.catch(() => null))?.end();
    },
  };
}
