import { useEffect } from 'react';
import { Button, Code, Group, Progress, Stack, Text } from '@mantine/core';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useCancelEmbeddingMutation, useSemanticStatusQuery } from '../semanticSearchApi';
import { formatDateTime } from '@/shared/lib/formatDate';

const POLL_MS = 1000;

/** Under the semantic search switch: which embedder, how many chunks have vectors, the run's progress and log. */
export function SemanticSearchStatus({ projectId, enabled }: { projectId: string; enabled: boolean }) {
  const status = useSemanticStatusQuery(projectId);
  const running = status.data?.run?.status === 'RUNNING';
  const { refetch } = status;
  const [cancel, cancelling] = useCancelEmbeddingMutation();
  // The switch's change reaches the row by realtime; the run it starts is read until it ends.
  useEffect(() => {
    void refetch();
  }, [enabled, refetch]);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  if (status.error) {
    return (
      <QueryErrorAlert error={status.error} onRetry={() => void refetch()}>
        The semantic search status could not be loaded.
      </QueryErrorAlert>
    );
  }
  const data = status.data;
  if (!data) return null;
  const run = data.run;
  return (
    <Stack gap={6} pb="sm" aria-label="Semantic search status" component="section">
      <Text size="sm">
        Embedder: <Code>{data.embedder.id}</Code>
      </Text>
      <Text size="xs" c="dimmed">
        {data.embedder.description}
      </Text>
      {!data.vectorsAvailable ? (
        <Text size="sm" c="red">
          This database has no pgvector extension, so semantic search cannot run here.
        </Text>
      ) : (
        <Text size="sm">
          {data.embeddedChunks.toLocaleString()} of {data.totalChunks.toLocaleString()} chunks have vectors.
        </Text>
      )}
      {run && (
        <Stack gap={4}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              Latest embedding run: <strong>{run.status.toLowerCase()}</strong> · {run.chunks_embedded.toLocaleString()}{' '}
              of {run.chunks_total.toLocaleString()} chunks
            </Text>
            {running && (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                loading={cancelling.isLoading}
                onClick={() => void cancel(projectId)}
              >
                Cancel run
              </Button>
            )}
          </Group>
          {running && (
            <Progress
              value={run.chunks_total ? (run.chunks_embedded / run.chunks_total) * 100 : 0}
              aria-label="Embedding progress"
              animated
            />
          )}
          {run.error && (
            <Text size="sm" c="red">
              {run.error}
            </Text>
          )}
          <Stack gap={0} component="ol" m={0} pl="md" aria-label="Embedding run log">
            {run.log.slice(-5).map((line, i) => (
              <Text component="li" size="xs" c="dimmed" key={i}>
                {formatDateTime(line.at)} {line.message}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
