import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const INSTALL_HINT =
  "PostgreSQL's server binaries were not found under /usr/lib/postgresql/<version>/bin. " +
  'The real-PostgreSQL suite needs them: apt-get install postgresql';

/** A throw-away PostgreSQL server listening only on a unix socket in its own temp folder. */
export interface RealPostgres {
  /** A new client connected as `user` to database postgres. */
  connect(user: string, database?: string): Promise<pg.Client>;
  /** The folder holding the server's unix socket (postgresUrl names a database in it). */
  socketDir: string;
  /** The postmaster's process id (its children are the server's backends). */
  pid: number;
  /** A connection string for node-postgres: the superuser over the unix socket, to this database. */
  url(database: string): string;
  stop(): Promise<void>;
}

/** A node-postgres connection string: the cluster's superuser over the unix socket in dir, to database. */
export const postgresUrl = (dir: string, database: string) =>
  `postgresql://supabase_admin@/${database}?host=${encodeURIComponent(dir)}`;

/** The newest Debian-packaged server's folder, /usr/lib/postgresql/<version>/bin; undefined when none is installed. */
export function findServerBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length === 0 ? undefined : join(root, versions[0], 'bin');
}

function serverBinaries(): string {
  const bin = findServerBinaries();
  if (!bin) throw new Error(INSTALL_HINT);
  return bin;
}

/** Postgres refuses to run as root: as root, run it as the package's `postgres` OS user. */
function osUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) throw new Error(`Running as root and no "postgres" OS user exists. ${INSTALL_HINT}`);
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/**
 * initdb (superuser supabase_admin, as on hosted Supabase; trust over the socket only) and start the
 * server with no TCP listener (empty listen_addresses) so nothing but this folder's socket reaches it.
 */
export async function startRealPostgres({ maxConnections = 10 } = {}): Promise<RealPostgres> {
  const bin = serverBinaries();
  const user = osUser();
  const dir = mkdtempSync(join(tmpdir(), 'pg-attack-'));
  const dataDir = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const asOsUser = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { ...process.env, LC_ALL: 'C', HOME: dir };

  let server: ChildProcess | undefined;
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  try {
    const init = spawnSync(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      { ...asOsUser, cwd: dir, env, encoding: 'utf8' },
    );
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
    const args = ['-D', dataDir, '-k', dir, '-c', 'listen_addresses=', '-c', 'fsync=off'];
    args.push('-c', 'shared_buffers=16MB', '-c', `max_connections=${maxConnections}`, '-c', 'full_page_writes=off');
    const started = spawn(join(bin, 'postgres'), args, {
      ...asOsUser,
      cwd: dir,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = started;
    let log = '';
    started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const connect = async (name: string, database = 'postgres') => {
      const client = new pg.Client({ host: dir, user: name, database });
      await client.connect();
      return client;
    };
    await waitUntilReady(
      () => connect('supabase_admin'),
      started,
      () => log,
    );
    return {
      connect,
      socketDir: dir,
      pid: started.pid!,
      url: (database) => postgresUrl(dir, database),
      stop: async () => {
        await stopServer(started);
        cleanUp();
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    cleanUp();
    throw error;
  }
}

async function waitUntilReady(connect: () => Promise<pg.Client>, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited at start-up: ${log()}`);
    try {
      await (await connect()).end();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections in 30 s:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** SIGINT is Postgres' fast shutdown: clients are cut, nothing is kept. */
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGINT');
  });
}
