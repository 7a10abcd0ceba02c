import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findServerBinaries, startRealPostgres, type RealPostgres } from '../../test/server/postgres/realPostgres';
import { offeredLoad, pooled, saturatedLoad, type LoadRun, type LoadSlice, type LoadTarget } from './apiLoad';
import { createBenchUsers } from './benchWorld';
import { startPlatformProcess, treeCpuMs, type PlatformProcess } from './platformProcess';
import { measureBurst, openLagProbe, type BurstResult, type LagResult } from './realtimeProbe';

// The PostgreSQL section of `npm run bench` (`--only postgres`): the same API load and realtime probes
// against three setups, each in processes of its own as deployed: PGlite (one `npm run platform`, its
// database in a data folder), one instance on a throw-away PostgreSQL, and two instances on one database
// with the load spread over both and realtime written through one and received from the other. All run
// at once and take turns, slice by slice, so a neighbour's load on the machine falls on each alike.

export const POSTGRES_LOAD = {
  /** Offered load, requests per second, the same for every setup. */
  rate: 40,
  /** Turns of the offered and the closed-loop load; each setup gets one slice per turn. */
  rounds: 4,
  sliceSeconds: 2.5,
  warmUpSeconds: 1.5,
  /** Clients of the closed loop that finds the most each setup answers. */
  concurrency: 16,
  saturatedSliceSeconds: 1.5,
  idleSeconds: 5,
  users: 8,
  lagSamples: 40,
  burst: { writes: 300, concurrency: 16, perUser: 2 },
} as const;

export type SetupName = 'pglite' | 'postgres' | 'postgres-two';
const LABELS: Record<SetupName, string> = {
  pglite: 'PGlite, 1 instance',
  postgres: 'PostgreSQL, 1 instance',
  'postgres-two': 'PostgreSQL, 2 instances',
};

export interface SetupResult {
  setup: SetupName;
  label: string;
  /** From spawning the instances to every one's ready line (an empty database set up on the way). */
  startSeconds: number;
  /** CPU per second of the platform process(es) with no request coming: timers, heartbeats, polls. */
  idleCpuMsPerSecond: number;
  offered: LoadRun;
  /**
   * CPU per request of the offered load: the platform process(es), the PostgreSQL server's processes
   * (which also serve the other PostgreSQL setup's idle background work meanwhile) and this process, the
   * load's client.
   */
  cpuMsPerRequest: { platform: number; postgres: number | null; client: number };
  saturated: LoadRun;
  lag: LagResult;
  burst: BurstResult;
}

export type PostgresBenchResult =
  | { skipped: string }
  | {
      rate: number;
      concurrency: number;
      postgresBin: string;
      /** The machine's one-minute load average before and after the section: how busy it was. */
      loadAverage: { before: number; after: number };
      setups: SetupResult[];
    };

interface Setup {
  name: SetupName;
  instances: PlatformProcess[];
  startSeconds: number;
  target: LoadTarget;
  usesPostgres: boolean;
}

/** Starts the instances at once; when one fails the others are stopped. */
async function startAll(argsList: string[][]): Promise<PlatformProcess[]> {
  const started = await Promise.allSettled(argsList.map((args) => startPlatformProcess(args)));
  const failed = started.find((result) => result.status === 'rejected');
  if (!failed) return started.map((result) => (result as PromiseFulfilledResult<PlatformProcess>).value);
  await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
  throw failed.reason;
}

async function createDatabase(server: RealPostgres, name: string): Promise<string> {
  const admin = await server.connect('supabase_admin');
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return server.url(name);
}

async function startSetups(server: RealPostgres, dataDir: string, setups: Setup[]) {
  const one = await createDatabase(server, 'bench_one');
  const two = await createDatabase(server, 'bench_two');
  const argsOf: Record<SetupName, string[][]> = {
    pglite: [['--data-dir', dataDir]],
    postgres: [['--database-url', one]],
    // Both start on the empty database at once, as behind a load balancer: one sets it up, the other waits.
    'postgres-two': [
      ['--database-url', two],
      ['--database-url', two],
    ],
  };
  for (const name of ['pglite', 'postgres', 'postgres-two'] as const) {
    const started = performance.now();
    const instances = await startAll(argsOf[name]);
    const startSeconds = (performance.now() - started) / 1000;
    const setup: Setup = {
      name,
      instances,
      startSeconds,
      target: { bases: instances.map((instance) => instance.url), users: [] },
      usesPostgres: name !== 'pglite',
    };
    setups.push(setup);
    setup.target.users = await createBenchUsers(setup.target.bases[0], POSTGRES_LOAD.users, name);
  }
}

async function measureSetups(server: RealPostgres, setups: Setup[], rate: number): Promise<SetupResult[]> {
  const load = POSTGRES_LOAD;
  const platformCpu = (setup: Setup) => setup.instances.reduce((sum, instance) => sum + treeCpuMs(instance.pid), 0);

  const idleBefore = setups.map(platformCpu);
  await new Promise((resolve) => setTimeout(resolve, load.idleSeconds * 1000));
  const idleCpu = setups.map((setup, index) => (platformCpu(setup) - idleBefore[index]) / load.idleSeconds);

  for (const setup of setups) await offeredLoad(setup.target, rate, load.warmUpSeconds);
  const offered = setups.map(() => [] as LoadSlice[]);
  const cpu = setups.map(() => ({ platform: 0, postgres: 0, client: 0 }));
  for (let round = 0; round < load.rounds; round++) {
    for (const [index, setup] of setups.entries()) {
      const before = { platform: platformCpu(setup), postgres: treeCpuMs(server.pid), client: process.cpuUsage() };
      offered[index].push(await offeredLoad(setup.target, rate, load.sliceSeconds));
      const client = process.cpuUsage(before.client);
      cpu[index].platform += platformCpu(setup) - before.platform;
      cpu[index].postgres += treeCpuMs(server.pid) - before.postgres;
      cpu[index].client += (client.user + client.system) / 1000;
    }
  }
  const saturated = setups.map(() => [] as LoadSlice[]);
  for (let round = 0; round < load.rounds; round++) {
    for (const [index, setup] of setups.entries()) {
      saturated[index].push(await saturatedLoad(setup.target, load.concurrency, load.saturatedSliceSeconds));
    }
  }

  // With two instances, written through the first and received from the second.
  const readBase = (setup: Setup) => setup.target.bases[setup.target.bases.length - 1];
  const probes = await Promise.all(
    setups.map((setup) => openLagProbe(setup.target.bases[0], readBase(setup), setup.target.users[0])),
  );
  for (let sample = 0; sample < load.lagSamples; sample++) {
    for (const probe of probes) await probe.sample();
  }
  const lags = await Promise.all(probes.map((probe) => probe.finish()));
  const bursts: BurstResult[] = [];
  for (const setup of setups) {
    bursts.push(await measureBurst(setup.target.bases[0], readBase(setup), setup.target.users, load.burst));
  }

  return setups.map((setup, index) => {
    const run = pooled(offered[index]);
    return {
      setup: setup.name,
      label: LABELS[setup.name],
      startSeconds: setup.startSeconds,
      idleCpuMsPerSecond: idleCpu[index],
      offered: run,
      cpuMsPerRequest: {
        platform: cpu[index].platform / run.requests,
        postgres: setup.usesPostgres ? cpu[index].postgres / run.requests : null,
        client: cpu[index].client / run.requests,
      },
      saturated: pooled(saturated[index]),
      lag: lags[index],
      burst: bursts[index],
    };
  });
}

export async function measurePostgres(rate: number = POSTGRES_LOAD.rate): Promise<PostgresBenchResult> {
  const postgresBin = findServerBinaries();
  if (!postgresBin) {
    return {
      skipped:
        'skipped: no PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin (apt-get install postgresql)',
    };
  }
  const loadBefore = loadavg()[0];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  // Three instances on it, each holding up to 10 pooled connections and one for LISTEN.
  const server = await startRealPostgres({ maxConnections: 60 });
  const setups: Setup[] = [];
  try {
    await startSetups(server, dataDir, setups);
    const results = await measureSetups(server, setups, rate);
    const loadAverage = { before: loadBefore, after: loadavg()[0] };
    return { rate, concurrency: POSTGRES_LOAD.concurrency, postgresBin, loadAverage, setups: results };
  } finally {
    await Promise.all(setups.flatMap((setup) => setup.instances.map((instance) => instance.stop())));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
