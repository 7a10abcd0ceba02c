import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchPlatform } from './benchPlatform';
import { measureBundles } from './bundleSize';
import { ingestionRows } from './ingestion/ingestionRows';
import { measureIngestion } from './ingestion/measureIngestion';
import { measureLighthouse } from './lighthouse';
import { measureNavigation } from './navigationMemory';
import { measurePlatformStartup } from './platformStartup';
import { measurePostgres, POSTGRES_LOAD } from './postgres/measurePostgres';
import { postgresRows } from './postgres/postgresRows';
import { measureRealtime } from './realtimeThroughput';
import { formatTable, reportRows, type BenchResults } from './report';
import { measureScale } from './scale/measureScale';
import { scaleRows } from './scale/scaleRows';
import { measureRequestLog, requestLogRows } from './requests/measureRequestLog';
import { measureOverload, overloadRows } from './requests/overload';
import { measureSearch } from './search/measureSearch';
import { searchRows } from './search/searchRows';
import { evaluateSearch } from './search/evaluation/evaluateSearch';
import { evalRows } from './search/evaluation/evalRows';

// `npm run bench [-- --only bundle,lighthouse,realtime,navigation,platform,scale,ingestion,requests,overload,search,search-eval,postgres]
// [--dist DIR] [--check] [--scale-fraction F] [--runs N] [--search-chunks 10000,100000] [--postgres-rate N]`:
// prints the performance figures with their budgets and writes them as JSON under bench/results/. --check
// exits 1 when a budget is missed. --scale-fraction (0–1) shrinks the scale and requests sections' volumes
// for a quick run (and the overload section's phases); their budgets are for the full volumes. --runs repeats the scale and ingestion
// sections, each run on a fresh platform, and reports each figure's median and range. --search-chunks
// lists the search section's volumes (its budgets apply from 100,000). --postgres-rate is the postgres
// section's offered load (requests/s).

const MEASUREMENTS = [
  'bundle',
  'lighthouse',
  'realtime',
  'navigation',
  'platform',
  'scale',
  'ingestion',
  'requests',
  'overload',
  'search',
  'search-eval',
  'postgres',
] as const;
type Measurement = (typeof MEASUREMENTS)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    check: { type: 'boolean', default: false },
    'scale-fraction': { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    'search-chunks': { type: 'string', default: '10000,100000' },
    'postgres-rate': { type: 'string', default: String(POSTGRES_LOAD.rate) },
  },
});
const selected = new Set<Measurement>(
  values.only ? (values.only.split(',').map((name) => name.trim()) as Measurement[]) : MEASUREMENTS,
);
for (const name of selected) {
  if (!MEASUREMENTS.includes(name)) throw new Error(`Unknown measurement "${name}"; use ${MEASUREMENTS.join(', ')}`);
}
const distDir = values.dist;
const needsBuild = ['bundle', 'lighthouse', 'navigation', 'scale', 'requests'].some((name) =>
  selected.has(name as Measurement),
);
if (needsBuild && !existsSync(join(distDir, 'index.html'))) {
  if (distDir !== 'dist') throw new Error(`${distDir} has no build`);
  console.log('dist/ is missing: running `npm run build` first…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const scaleFraction = Number(values['scale-fraction']);
if (!(scaleFraction > 0 && scaleFraction <= 1)) throw new Error('--scale-fraction must be in (0, 1]');
const scaleRuns = Number(values.runs);
if (!(Number.isInteger(scaleRuns) && scaleRuns >= 1)) throw new Error('--runs must be a whole number from 1');

const searchChunks = values['search-chunks'].split(',').map(Number);
if (!searchChunks.every((n) => Number.isInteger(n) && n > 0)) throw new Error('--search-chunks lists chunk counts');

const postgresRate = Number(values['postgres-rate']);
if (!(postgresRate > 0)) throw new Error('--postgres-rate must be a positive number of requests per second');

const results: BenchResults = {};
const step = async <T>(name: Measurement, run: () => Promise<T>): Promise<T | undefined> => {
  if (!selected.has(name)) return undefined;
  const started = performance.now();
  process.stdout.write(`measuring ${name}… `);
  const value = await run();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
};

results.bundle = await step('bundle', () => measureBundles(distDir));
// Browser measurements share one in-process platform, stopped before the next steps run.
if (selected.has('lighthouse') || selected.has('navigation')) {
  const bench = await startBenchPlatform(distDir);
  try {
    results.lighthouse = await step('lighthouse', () => measureLighthouse(bench));
    results.navigation = await step('navigation', () => measureNavigation(bench));
  } finally {
    await bench.platform.close();
  }
}
// The scale section gets a platform of its own, a fresh one each run: its volumes would slow the other
// measurements, and a run should not find the previous run's volumes.
results.scale = await step('scale', async () => {
  const runs = [];
  for (let run = 0; run < scaleRuns; run++) {
    const bench = await startBenchPlatform(distDir);
    try {
      runs.push(await measureScale(bench, scaleFraction));
    } finally {
      await bench.platform.close();
    }
  }
  return { runs };
});
// The request log: recording's cost to the API, and the Requests page over a big log (docs/requests.md).
const requestLog = await step('requests', () => measureRequestLog(distDir, scaleFraction));
// Past capacity: refused early (429/503) while what is admitted keeps its latency (docs/platform.md).
const overload = await step('overload', () => measureOverload(scaleFraction));
// Search starts a platform per volume; each is closed before the next.
results.search = await step('search', () => measureSearch(searchChunks));
// Retrieval quality (npm run eval:search, docs/search.md): two platforms of its own, one after the other.
const searchEval = await step('search-eval', () => evaluateSearch({ packages: 1000, unrelatedChunks: 5000 }));
results.realtime = await step('realtime', measureRealtime);
results.platform = await step('platform', measurePlatformStartup);
// Ingestion figures move 10–20 % between runs on a small machine: --runs gives their medians.
results.ingestion = await step('ingestion', async () => {
  const runs = [];
  for (let run = 0; run < scaleRuns; run++) runs.push(await measureIngestion());
  return runs;
});
// PGlite, one and two instances on PostgreSQL, each in processes of their own (docs/postgres.md).
results.postgres = await step('postgres', () => measurePostgres(postgresRate));

const rows = [
  ...reportRows(results),
  ...(results.scale ? scaleRows(results.scale) : []),
  ...(results.ingestion ? ingestionRows(results.ingestion) : []),
  ...(requestLog ? requestLogRows(requestLog) : []),
  ...(overload ? overloadRows(overload) : []),
  ...(results.search ? searchRows(results.search) : []),
  ...(searchEval ? evalRows(searchEval) : []),
  ...(results.postgres ? postgresRows(results.postgres) : []),
];
console.log(`\n${formatTable(rows)}`);

mkdirSync('bench/results', { recursive: true });
const record = { date: new Date().toISOString(), node: process.version, distDir, results, rows };
const file = join('bench/results', `bench-${record.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
writeFileSync(join('bench/results', 'latest.json'), `${JSON.stringify(record, null, 2)}\n`);
console.log(`\nwritten to ${file} (and bench/results/latest.json)`);

const missed = rows.filter((row) => row.ok === false);
if (missed.length > 0) console.log(`${missed.length} budget(s) missed.`);
if (values.check && missed.length > 0) process.exitCode = 1;
