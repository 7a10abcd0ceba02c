import type { Row } from '../report';
import type { ScaleRun, ScaleResult } from './measureScale';
import type { AtVolumes, ColdLoad } from './pageProbe';
import { summary } from '../runSummary';

// The scale section's rows with their budgets (docs/performance.md). A figure of several runs
// (`--runs N`) reads "median (min–max)" and its budget is judged on the median; a ratio is each run's
// full-volume figure over its small-volume figure of the same run, then the same summary.

const group = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ms = (value: number) => `${group(Math.round(value))} ms`;
const oneDecimal = (unit: string) => (value: number) => `${value.toFixed(1)}${unit}`;
const times = (value: number) => `${value.toFixed(2)}×`;

/** The full-volume figure is at most this many times the small-volume one: the volume costs little. */
const RATIO_GOAL = 1.2;

/** A row of one figure over the runs; with `budget`, judged on the runs' median. */
function figure(
  measurement: string,
  values: number[],
  format: (value: number) => string,
  budget?: { limit: number },
): Row {
  const { value, mid } = summary(values, format);
  if (!budget) return { measurement, value, budget: '', ok: null };
  return { measurement, value, budget: `≤ ${format(budget.limit)}`, ok: mid <= budget.limit };
}

/** A page's first visits at both volumes and their ratio; `fullBudget` for the full volume's figure. */
function atVolumes(
  page: string,
  labels: AtVolumes<string>,
  pick: (run: ScaleRun) => AtVolumes<number>,
  runs: ScaleRun[],
  fullBudget?: number,
): Row[] {
  const values = runs.map(pick);
  return [
    figure(
      `scale: ${page}, ${labels.full}`,
      values.map((value) => value.full),
      ms,
      fullBudget === undefined ? undefined : { limit: fullBudget },
    ),
    figure(
      `scale: ${page}, ${labels.small} (small, same run)`,
      values.map((value) => value.small),
      ms,
    ),
    figure(
      `scale: ${page}, ${labels.full} / ${labels.small}`,
      values.map((value) => value.full / value.small),
      times,
      { limit: RATIO_GOAL },
    ),
  ];
}

const firstSeen = (loads: AtVolumes<ColdLoad>) => ({ full: loads.full.firstSeenMs, small: loads.small.firstSeenMs });
const longest = (loads: AtVolumes<ColdLoad>) => ({ full: loads.full.longestTaskMs, small: loads.small.longestTaskMs });

const pick = (graphql: ScaleRun['graphql'], key: 'page1Ms' | 'page50Ms') => ({
  full: graphql.full[key],
  small: graphql.small[key],
});

export function scaleRows({ runs }: ScaleResult): Row[] {
  const { full, small } = runs[0].volumes;
  const label = (count: (volumes: typeof full) => number, noun: string) => ({
    full: `${group(count(full))} ${noun}`,
    small: `${group(count(small))} ${noun}`,
  });
  const lines = label((volumes) => volumes.logLines, 'lines');
  const sources = label((volumes) => volumes.sources, 'sources');
  const docs = label((volumes) => volumes.listDocuments, 'documents');
  const gql = label((volumes) => volumes.projectDocuments, 'documents');
  const each = (pick: (run: ScaleRun) => number) => runs.map(pick);
  const plain = (measurement: string, values: number[], format: (value: number) => string) =>
    figure(`scale: ${measurement}`, values, format);
  const fullLines = `logs page, ${lines.full}`;

  return [
    plain(
      `building the volumes in the platform (${runs.length} run(s))`,
      each((run) => run.buildSeconds),
      oneDecimal(' s'),
    ),
    ...atVolumes('logs page first lines', lines, (run) => firstSeen(run.firstVisits.logs), runs, 1000),
    ...atVolumes('sources page first rows', sources, (run) => firstSeen(run.firstVisits.sources), runs, 1000),
    figure(
      `scale: sources page longest task, ${sources.full}`,
      each((run) => run.firstVisits.sources.full.longestTaskMs),
      ms,
      { limit: 200 },
    ),
    plain(
      `sources page longest task, ${sources.small} (small, same run)`,
      each((run) => run.firstVisits.sources.small.longestTaskMs),
      ms,
    ),
    ...atVolumes('documents page first rows', docs, (run) => firstSeen(run.firstVisits.documents), runs, 1000),
    ...(['full', 'small'] as const).map((volume) =>
      plain(
        `documents page longest task, ${docs[volume]}${volume === 'small' ? ' (small, same run)' : ''}`,
        each((run) => longest(run.firstVisits.documents)[volume]),
        ms,
      ),
    ),
    ...atVolumes('GraphQL documents(first: 100) page 1', gql, (run) => pick(run.graphql, 'page1Ms'), runs),
    ...atVolumes('GraphQL documents(first: 100) page 50', gql, (run) => pick(run.graphql, 'page50Ms'), runs),
    figure(
      `scale: GraphQL page 50 / page 1, ${gql.full}`,
      each((run) => run.graphql.full.page50Ms / run.graphql.full.page1Ms),
      times,
      { limit: 1.5 },
    ),
    figure(
      `scale: ${fullLines}: longest task (open page)`,
      each((run) => run.logs.longestTaskMs),
      ms,
      { limit: 200 },
    ),
    figure(
      `scale: ${fullLines}: JS heap after GC`,
      each((run) => run.logs.heapMb),
      oneDecimal(' MB'),
      { limit: 60 },
    ),
    figure(
      `scale: ${fullLines}: scroll step to its painted frame (median)`,
      each((run) => run.logs.scrollFrameMedianMs),
      oneDecimal(' ms'),
      { limit: 16 },
    ),
    plain(
      `${fullLines}: scroll step's main-thread work (median)`,
      each((run) => run.logs.scrollStepMedianMs),
      oneDecimal(' ms'),
    ),
    plain(
      "the same steps on a page of static rows (this machine's floor)",
      each((run) => run.logs.staticFrameMedianMs),
      oneDecimal(' ms'),
    ),
    plain(
      `${fullLines}: search (incl. 166 ms debounce)`,
      each((run) => run.logs.searchMs),
      ms,
    ),
    plain(
      `${fullLines}: clear search`,
      each((run) => run.logs.clearSearchMs),
      ms,
    ),
    plain(
      `sources page, ${group(full.indexingSources)} indexing: main-thread busy`,
      each((run) => run.sources.indexingBusyShare * 100),
      oneDecimal(' %'),
    ),
    figure(
      `scale: realtime lag after ${full.burstSeconds} s of ${group(full.burstPerSecond)} updates/s`,
      each((run) => run.sources.realtimeLagMs),
      ms,
      { limit: 1000 },
    ),
    plain(
      'updates a second the database took in the burst',
      each((run) => run.sources.burstPerSecond),
      (value) => group(Math.round(value)),
    ),
  ];
}
