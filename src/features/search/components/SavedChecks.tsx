import { Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useDeleteCheckMutation, useRunChecksMutation, useSearchChecksQuery } from '../searchApi';
import { formatDateTime } from '@/shared/lib/formatDate';

const percent = (found: number, checks: number) => (checks === 0 ? '—' : `${Math.round((found / checks) * 100)}%`);

/** Saved retrieval checks: recall@k now, and as recorded after each run, so a regression shows. */
export function SavedChecks({ projectId, k }: { projectId: string; k: number }) {
  const query = useSearchChecksQuery({ projectId, k });
  const [runChecks, run] = useRunChecksMutation();
  const [deleteCheck] = useDeleteCheckMutation();
  const checks = query.data?.checks ?? [];
  const found = checks.filter((check) => check.rank !== null).length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="checks-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h5" id="checks-title">
            Saved checks
          </Title>
          <Button
            size="compact-sm"
            variant="light"
            loading={run.isLoading}
            disabled={checks.length === 0}
            onClick={() => void runChecks({ projectId, k })}
          >
            Run checks
          </Button>
        </Group>
        {query.error ? (
          <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()}>
            The saved checks could not be loaded.
          </QueryErrorAlert>
        ) : checks.length === 0 ? (
          <Text size="sm" c="dimmed">
            Save a hit as a check: its query should keep finding its document. Recall shows here.
          </Text>
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              Recall@{k} now: <strong>{percent(found, checks.length)}</strong> ({found} of {checks.length})
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Query</Table.Th>
                    <Table.Th>Expected document</Table.Th>
                    <Table.Th>Rank</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {checks.map((check) => (
                    <Table.Tr key={check.id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {check.query}{' '}
                        <Text span size="xs" c="dimmed">
                          ({check.mode})
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{check.expected_title}</Table.Td>
                      <Table.Td>{check.rank === null ? `not in top ${k}` : `#${check.rank}`}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete check ${check.query}`}
                          onClick={() => void deleteCheck({ projectId, id: check.id })}
                        >
                          Delete
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {(query.data?.results.length ?? 0) > 0 && (
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  After each run
                </Text>
                {query.data!.results.slice(0, 5).map((result) => (
                  <Text size="xs" key={result.id}>
                    {formatDateTime(result.created_at)} · {result.trigger} · recall@{result.k}{' '}
                    {percent(result.found, result.checks)} ({result.found} of {result.checks})
                  </Text>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
