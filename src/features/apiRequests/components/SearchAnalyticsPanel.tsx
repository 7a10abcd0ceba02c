import { Anchor, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { SearchAnalytics, SearchQueryStat } from '@contract/apiRequests';
import { AppLink } from '@/shared/ui/AppLink';
import { paths } from '@/shared/routing/paths';
import { formatPercent } from '../format';

function QueryTable({
  projectId,
  title,
  rows,
  empty,
  count,
}: {
  projectId: string;
  title: string;
  rows: SearchQueryStat[];
  empty: string;
  count: (row: SearchQueryStat) => number;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} size="sm" mb="xs" component="h3" m={0}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {empty}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Query</Table.Th>
              <Table.Th ta="right">Searches</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.query}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={AppLink} to={paths.projectSearch(projectId, row.query)} size="sm">
                    {row.query}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{count(row).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** Top queries and queries that found nothing, each a link to the Search page with that query. */
export function SearchAnalyticsPanel({ projectId, analytics }: { projectId: string; analytics: SearchAnalytics }) {
  const rate = analytics.searches ? analytics.zeroResultSearches / analytics.searches : null;
  return (
    <section aria-labelledby="search-analytics-title">
      <Text fw={600} id="search-analytics-title" component="h2" size="md" mb={4}>
        Search analytics
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {analytics.searches === 0
          ? 'No searches in this period.'
          : `${analytics.searches.toLocaleString()} searches · ${formatPercent(rate)} found nothing`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QueryTable
          projectId={projectId}
          title="Top queries"
          rows={analytics.top}
          empty="No searches yet."
          count={(row) => row.searches}
        />
        <QueryTable
          projectId={projectId}
          title="Queries with no results"
          rows={analytics.zeroResults}
          empty="Every search found something."
          count={(row) => row.zeroResults}
        />
      </SimpleGrid>
    </section>
  );
}
