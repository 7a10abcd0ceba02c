import type { ReactNode } from 'react';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import type { RequestStats } from '@contract/apiRequests';
import { useProgressiveCount } from '../useProgressiveCount';

const CHART_HEIGHT = 180;
// Drawn at once: the charts redraw with every refetch, and an animation is work each frame.
const STILL = { isAnimationActive: false };

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={title}>
      <Text fw={600} size="sm" component="figcaption">
        {title}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {summary}
      </Text>
      {children}
    </Paper>
  );
}

const label = (iso: string, intervalMinutes: number) => {
  const date = new Date(iso);
  return intervalMinutes < 24 * 60 && intervalMinutes <= 60
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(undefined, { weekday: 'short', hour: '2-digit' });
};

/** Requests per interval by status class, p50/p95 latency and error rate (lazily loaded: @mantine/charts). */
export default function RequestCharts({ stats }: { stats: RequestStats }) {
  // One chart a frame: each is a recharts tree, and all of them in one task hold the page too long.
  const drawn = useProgressiveCount(3, 1);
  const chart = (index: number, draw: () => ReactNode) => (index < drawn ? draw() : <Box h={CHART_HEIGHT} />);
  const data = stats.buckets.map((bucket) => ({
    label: label(bucket.start, stats.intervalMinutes),
    '2xx': bucket.ok,
    '4xx': bucket.clientErrors,
    '5xx': bucket.serverErrors,
    p50: bucket.p50,
    p95: bucket.p95,
    'Error rate': bucket.errorRate === null ? null : Math.round(bucket.errorRate * 1000) / 10,
  }));
  const per = stats.intervalMinutes === 60 ? 'per hour' : `per ${stats.intervalMinutes / 60} hours`;
  const { totals } = stats;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} data-testid="request-charts">
      <ChartCard title="Requests" summary={`${totals.requests.toLocaleString()} requests, ${per}, by status class`}>
        {chart(0, () => (
          <BarChart
            h={CHART_HEIGHT}
            barProps={STILL}
            data={data}
            dataKey="label"
            type="stacked"
            withLegend
            series={[
              { name: '2xx', color: 'teal.6' },
              { name: '4xx', color: 'orange.6' },
              { name: '5xx', color: 'red.6' },
            ]}
          />
        ))}
      </ChartCard>
      <ChartCard
        title="Latency"
        summary={totals.p50 === null ? 'No requests yet' : `p50 ${totals.p50} ms · p95 ${totals.p95} ms overall`}
      >
        {chart(1, () => (
          <LineChart
            h={CHART_HEIGHT}
            lineProps={STILL}
            data={data}
            dataKey="label"
            unit=" ms"
            withLegend
            connectNulls={false}
            series={[
              { name: 'p50', color: 'blue.6' },
              { name: 'p95', color: 'grape.6' },
            ]}
          />
        ))}
      </ChartCard>
      <ChartCard
        title="Error rate"
        summary={
          totals.requests === 0
            ? 'No requests yet'
            : `${((totals.errors / totals.requests) * 100).toFixed(1)}% of requests failed`
        }
      >
        {chart(2, () => (
          <LineChart
            h={CHART_HEIGHT}
            lineProps={STILL}
            data={data}
            dataKey="label"
            unit="%"
            connectNulls={false}
            series={[{ name: 'Error rate', color: 'red.6' }]}
          />
        ))}
      </ChartCard>
    </SimpleGrid>
  );
}
