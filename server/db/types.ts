/** What a statement returns, in the shape both adapters give: parsed rows and the rows a write touched. */
export interface QueryResult<T> {
  rows: T[];
  /** Rows an insert, update, delete or merge touched; 0 for a select. */
  affectedRows?: number;
  /** Rows the last command returned or touched, as Postgres reports it. */
  rowCount?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

// Rows default to an open record, as PGlite's own did, so callers name the columns they read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = { [column: string]: any };

/** One open transaction on one connection (or, for Database itself, one statement on any connection). */
export interface Transaction {
  query<T = AnyRow>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/**
 * PGlite runs Postgres on the platform's own thread and starts no background workers, so the platform
 * does for it what a PostgreSQL server does in its own processes.
 */
export interface EmbeddedNeeds {
  /** Chunk vectors are computed by the extraction worker: stemming on the one thread held up every request. */
  readonly vectorsInWorker: true;
  /** Applies autovacuum's analyze rule every little while (PGlite has no launcher); returns its stop. */
  startAutoAnalyze(): () => Promise<void>;
}

/**
 * The platform's database: PGlite in this process (the default) or a PostgreSQL server through a pool.
 * Everything outside server/db/ sees only this.
 */
export interface Database extends Transaction {
  /** What an embedded database needs from the platform; null on PostgreSQL. Decided here and nowhere else. */
  readonly embedded: EmbeddedNeeds | null;
  /** Runs fn in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Calls onNotify for every NOTIFY on channel; resolves once listening, to a function that stops it. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Holds the advisory lock `hashtextextended(key, 0)` for as long as this process is connected: on
   * PostgreSQL on the LISTEN connection (taken again when it reconnects), so the server releases it the
   * moment the process dies and other instances can tell. On PGlite its one session holds it, so the same
   * SQL reads liveness on both.
   */
  holdWhileAlive(key: string): Promise<void>;
  close(): Promise<void>;
}
