import type { Row } from '../report';
import type { ScaleResult } from './measureScale';

// The scale section's rows with their budgets (docs/performance.md).

const ms = (value: number) => `${Math.round(value)} ms`;
const group = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const budgeted = (measurement: string, value: number, budget: number, format = ms): Row => ({
  measurement,
  value: format(value),
  budget: `≤ ${format(budget)}`,
  ok: value <= budget,
});

export function scaleRows({ volumes, buildSeconds, logs, sources, documents, graphql }: ScaleResult): Row[] {
  const lines = `${group(volumes.logLines)} log lines`;
  const list = `${group(volumes.sources)} sources`;
  const docs = `${group(volumes.listDocuments)} documents`;
  const gql = `GraphQL documents(first: 100) at ${group(volumes.projectDocuments)} documents`;
  return [
    {
      measurement: 'scale: building the volumes in the platform',
      value: `${buildSeconds.toFixed(1)} s`,
      budget: '',
      ok: null,
    },
    budgeted(`scale: logs page, ${lines}: first lines`, logs.firstLinesMs, 1000),
    budgeted(`scale: logs page, ${lines}: longest task`, logs.longestTaskMs, 200),
    budgeted(`scale: logs page, ${lines}: JS heap after GC`, logs.heapMb, 60, (value) => `${value.toFixed(1)} MB`),
    budgeted(
      `scale: logs page, ${lines}: scroll step to its painted frame (median)`,
      logs.scrollFrameMedianMs,
      16,
      (value) => `${value.toFixed(1)} ms`,
    ),
    {
      measurement: `scale: logs page, ${lines}: scroll step's main-thread work (median)`,
      value: `${logs.scrollStepMedianMs.toFixed(1)} ms`,
      budget: '',
      ok: null,
    },
    {
      measurement: "scale: the same steps on a page of static rows (this machine's floor)",
      value: `${logs.staticFrameMedianMs.toFixed(1)} ms`,
      budget: '',
      ok: null,
    },
    {
      measurement: `scale: logs page, ${lines}: search (incl. 166 ms debounce)`,
      value: ms(logs.searchMs),
      budget: '',
      ok: null,
    },
    { measurement: `scale: logs page, ${lines}: clear search`, value: ms(logs.clearSearchMs), budget: '', ok: null },
    budgeted(`scale: sources page, ${list}: first rows`, sources.firstRowsMs, 1000),
    budgeted(`scale: sources page, ${list}: longest task`, sources.longestTaskMs, 200),
    {
      measurement: `scale: sources page, ${group(volumes.indexingSources)} indexing: main-thread busy`,
      value: `${(sources.indexingBusyShare * 100).toFixed(1)} %`,
      budget: '',
      ok: null,
    },
    budgeted(
      `scale: realtime lag after ${volumes.burstSeconds} s of ${group(volumes.burstPerSecond)} updates/s`,
      sources.realtimeLagMs,
      1000,
    ),
    {
      measurement: 'scale: burst the database took',
      value: `${group(sources.burstUpdates)} updates, ${group(Math.round(sources.burstPerSecond))}/s`,
      budget: '',
      ok: null,
    },
    budgeted(`scale: documents page, ${docs}: first rows`, documents.firstRowsMs, 1000),
    {
      measurement: `scale: documents page, ${docs}: longest task`,
      value: ms(documents.longestTaskMs),
      budget: '',
      ok: null,
    },
    { measurement: `scale: ${gql}: page 1 (median of 5)`, value: ms(graphql.page1Ms), budget: '', ok: null },
    {
      measurement: `scale: ${gql}: page 50 (median of 5)`,
      value: ms(graphql.page50Ms),
      budget: `≤ 1.5× page 1 (${ms(graphql.page1Ms * 1.5)})`,
      ok: graphql.page50Ms <= graphql.page1Ms * 1.5,
    },
  ];
}
