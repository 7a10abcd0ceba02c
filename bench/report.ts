import type { BundleReport } from './bundleSize';
import type { IngestionResult } from './ingestion/measureIngestion';
import type { LighthouseRow } from './lighthouse';
import type { NavigationResult } from './navigationMemory';
import type { StartupResult } from './platformStartup';
import type { PostgresBenchResult } from './postgres/measurePostgres';
import type { RealtimeResult } from './realtime/realtimeResult';
import type { ScaleResult } from './scale/measureScale';
import type { SearchBenchResult } from './search/measureSearch';

// The table `npm run bench` prints: every figure, with its budget (docs/performance.md).

export interface BenchResults {
  bundle?: BundleReport;
  lighthouse?: LighthouseRow[];
  realtime?: RealtimeResult;
  navigation?: NavigationResult;
  platform?: StartupResult;
  scale?: ScaleResult;
  ingestion?: IngestionResult[];
  search?: SearchBenchResult;
  postgres?: PostgresBenchResult;
}

export interface Row {
  measurement: string;
  value: string;
  budget: string;
  /** null: a figure without a budget. */
  ok: boolean | null;
}

const kb = (value: number) => `${value.toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (value: number) => `${value.toFixed(1)} MB`;
const score = (value: number) => value.toFixed(2);

function bundleRows(bundle: BundleReport): Row[] {
  const rows = bundle.initial.map(({ name, gzipKb, budgetKb }) => ({
    measurement: `${name} before the first heading (gzip)`,
    value: kb(gzipKb),
    budget: budgetKb === null ? '' : `≤ ${budgetKb} kB`,
    ok: budgetKb === null ? null : gzipKb <= budgetKb,
  }));
  rows.push({
    measurement: 'GraphQL playground lazy chunks (gzip)',
    value: kb(bundle.playgroundTotalKb),
    budget: 'lazy',
    ok: null,
  });
  for (const chunk of bundle.playground.slice(0, 3)) {
    rows.push({ measurement: `  ${chunk.name}`, value: kb(chunk.gzipKb), budget: '', ok: null });
  }
  return rows;
}

function lighthouseRows(runs: LighthouseRow[]): Row[] {
  return runs.flatMap((run) => {
    const label = `Lighthouse ${run.page} ${run.preset}`;
    const landed = run.finalUrl === run.page ? '' : ` (ended on ${run.finalUrl})`;
    const failed = run.failedAccessibilityAudits.length > 0 ? ` [${run.failedAccessibilityAudits.join(', ')}]` : '';
    return [
      {
        measurement: `${label} performance${landed}`,
        value: score(run.performance),
        budget: run.preset === 'mobile' ? '≥ 0.95' : '',
        ok: run.preset === 'mobile' ? run.performance >= 0.95 : null,
      },
      {
        measurement: `${label} accessibility${failed}`,
        value: score(run.accessibility),
        budget: '= 1.00',
        ok: run.accessibility >= 1,
      },
      { measurement: `${label} best practices`, value: score(run.bestPractices), budget: '', ok: null },
      { measurement: `${label} LCP / TBT`, value: `${ms(run.lcpMs)} / ${ms(run.tbtMs)}`, budget: '', ok: null },
    ];
  });
}

function realtimeRows(realtime: RealtimeResult): Row[] {
  const perEvent = (value: number) => `${((value * 1000) / realtime.events).toFixed(1)} µs/event`;
  const one = realtime.oneChangeRenders;
  const appComponents = Object.entries(one).filter(([name]) => !name.startsWith('@mantine/'));
  const oneChange = `${appComponents.map(([name, count]) => `${name} ${count}`).join(', ')}; page ${one.ProjectSourcesPage ?? 0}`;
  return [
    {
      measurement: `realtime: ${realtime.events} events → store + list, CPU`,
      value: `${ms(realtime.apply.cpuMs)} (${perEvent(realtime.apply.cpuMs)})`,
      budget: '',
      ok: null,
    },
    {
      measurement: 'realtime: parse-only, CPU',
      value: `${ms(realtime.parseOnly.cpuMs)} (${perEvent(realtime.parseOnly.cpuMs)})`,
      budget: '',
      ok: null,
    },
    {
      measurement: 'realtime: apply / parse-only (CPU)',
      value: `${realtime.ratio.toFixed(1)}×`,
      budget: '≤ 3×',
      ok: realtime.ratio <= 3,
    },
    {
      measurement: 'realtime: apply / parse-only (wall)',
      value: `${realtime.wallRatio.toFixed(1)}×`,
      budget: '',
      ok: null,
    },
    {
      measurement: 'realtime: store only (list unmounted), CPU',
      value: `${ms(realtime.storeOnly.cpuMs)} (${perEvent(realtime.storeOnly.cpuMs)})`,
      budget: '',
      ok: null,
    },
    {
      measurement: 'realtime: React commits per event',
      value: realtime.commitsPerEvent.toFixed(3),
      budget: '≤ 1.5',
      ok: realtime.commitsPerEvent <= 1.5,
    },
    {
      measurement: 'realtime: one change re-renders',
      value: oneChange,
      budget: 'its row only',
      // Each component of the changed row renders at most once; the page and the list never do.
      ok: appComponents.length > 0 && appComponents.every(([, count]) => count <= 1) && !one.ProjectSourcesPage,
    },
  ];
}

function navigationRows(navigation: NavigationResult): Row[] {
  return [
    {
      measurement: `${navigation.navigations} navigations: live realtime channels`,
      value: `${navigation.channelsBefore} → ${navigation.channelsRightAfter} right after, ${navigation.channelsAfter} after the keep time (${navigation.joins} joins, ${navigation.leaves} leaves)`,
      budget: 'no growth',
      ok: navigation.channelGrowth <= 0,
    },
    {
      measurement: `${navigation.navigations} navigations: window+document listeners`,
      value: `${navigation.listenersBefore} → ${navigation.listenersAfter}`,
      budget: 'no growth',
      ok: navigation.listenersAfter <= navigation.listenersBefore,
    },
    {
      measurement: `${navigation.navigations} navigations: JS heap after GC`,
      value: `${mb(navigation.heapBeforeMb)} → ${mb(navigation.heapAfterMb)}`,
      budget: '',
      ok: null,
    },
  ];
}

function platformRows(platform: StartupResult): Row[] {
  return [
    { measurement: 'platform --memory: cold start to ready', value: ms(platform.readyMs), budget: '', ok: null },
    { measurement: 'platform --memory: first request', value: ms(platform.firstRequestMs), budget: '', ok: null },
    { measurement: 'platform --memory: resident memory', value: mb(platform.residentMb), budget: '', ok: null },
  ];
}

export function reportRows(results: BenchResults): Row[] {
  return [
    ...(results.bundle ? bundleRows(results.bundle) : []),
    ...(results.lighthouse ? lighthouseRows(results.lighthouse) : []),
    ...(results.realtime ? realtimeRows(results.realtime) : []),
    ...(results.navigation ? navigationRows(results.navigation) : []),
    ...(results.platform ? platformRows(results.platform) : []),
  ];
}

export function formatTable(rows: Row[]): string {
  const width = (pick: (row: Row) => string, title: string) =>
    Math.max(title.length, ...rows.map((row) => pick(row).length));
  const widths = [
    width((row) => row.measurement, 'measurement'),
    width((row) => row.value, 'value'),
    width((row) => row.budget, 'budget'),
  ];
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const status = (ok: boolean | null) => (ok === null ? '' : ok ? 'ok' : 'MISSED');
  return [
    line(['measurement', 'value', 'budget', '']),
    ...rows.map((row) => line([row.measurement, row.value, row.budget, status(row.ok)])),
  ].join('\n');
}
