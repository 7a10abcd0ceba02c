// Its own lazy chunk: recharts is large, so it loads with the overview, never in the first load.
import { BarChart } from '@mantine/charts';
import { Global } from 'recharts';
import { useAppSelector } from '@/shared/store/hooks';
import { selectRecentRuns } from '../indexingRunsSlice';

// Recharts keeps each chart's state in a Redux store of its own and announces it to Redux DevTools by
// default, which would take DevTools (and its time travel) away from the app's store.
Global.devToolsEnabled = false;

const SERIES = [
  { name: 'added', label: 'Added', color: 'green.6' },
  { name: 'updated', label: 'Updated', color: 'blue.6' },
  { name: 'removed', label: 'Removed', color: 'gray.6' },
  { name: 'failed', label: 'Failed', color: 'red.6' },
];

/** Documents per run for the source's last 20 runs, oldest on the left. */
export default function RunsChart({ sourceId }: { sourceId: string }) {
  const runs = useAppSelector((state) => selectRecentRuns(state, sourceId, 20));
  const data = runs.map((run, index) => ({
    run: `#${index + 1}`,
    added: run.documents_added,
    updated: run.documents_updated,
    removed: run.documents_removed,
    failed: run.documents_failed,
  }));
  return (
    <div role="img" aria-label={`Documents per run for the last ${runs.length} runs`}>
      <BarChart h={160} data={data} dataKey="run" type="stacked" series={SERIES} withLegend tickLine="none" />
    </div>
  );
}
