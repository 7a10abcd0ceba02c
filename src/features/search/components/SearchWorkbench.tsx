import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_QUERY_MAX,
  type SearchHit,
  type SearchMode,
} from '@contract/search';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { failureTitleOf } from '@/shared/ui/ServerErrorAlert';
import { useSaveCheckMutation, useSearchDocumentsQuery, useSearchHistoryQuery } from '../searchApi';
import { searchAsGraphql } from '../graphqlQuery';
import { SearchHitCard } from './SearchHitCard';
import { SavedChecks } from './SavedChecks';

const MODES: Array<{ value: SearchMode; label: string }> = [
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'keyword', label: 'Keyword' },
  { value: 'semantic', label: 'Semantic' },
];

interface Submitted {
  q: string;
  mode: SearchMode;
  sourceId: string | null;
  limit: number;
}

const errorCode = (error: unknown) => {
  const data = (error as { data?: { errorCode?: string | string[] } } | undefined)?.data;
  return Array.isArray(data?.errorCode) ? data.errorCode[0] : data?.errorCode;
};

/** The Search tab: ask what the API would answer, see why each hit ranked, keep checks of what must be found. */
export function SearchWorkbench({
  projectId,
  sources,
}: {
  projectId: string;
  sources: Array<{ id: string; name: string }>;
}) {
  const navigate = useNavigate();
  const clipboard = useClipboard({ timeout: 1500 });
  // A link may name the search to run (the request log's top queries link here with `?q=`).
  const [params] = useSearchParams();
  const linkedQuery = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const linkedMode = MODES.find((m) => m.value === params.get('mode'))?.value ?? 'hybrid';
  const [text, setText] = useState(linkedQuery);
  const [mode, setMode] = useState<SearchMode>(linkedMode);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [limit, setLimit] = useState<number>(SEARCH_LIMIT_DEFAULT);
  const [submitted, setSubmitted] = useState<Submitted | null>(() =>
    linkedQuery ? { q: linkedQuery, mode: linkedMode, sourceId: null, limit: SEARCH_LIMIT_DEFAULT } : null,
  );
  const search = useSearchDocumentsQuery(
    submitted
      ? {
          projectId,
          q: submitted.q,
          mode: submitted.mode,
          limit: submitted.limit,
          ...(submitted.sourceId ? { sourceId: submitted.sourceId } : {}),
        }
      : skipToken,
  );
  const history = useSearchHistoryQuery(projectId);
  const [saveCheck] = useSaveCheckMutation();
  const sourceName = (id: string) => sources.find((s) => s.id === id)?.name ?? 'Unknown source';

  const run = (next: Submitted) => {
    if (!next.q.trim()) return;
    setSubmitted({ ...next, q: next.q.trim() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run({ q: text, mode, sourceId, limit });
  };
  const current: Submitted = { q: text.trim(), mode, sourceId, limit };
  const graphql = searchAsGraphql(current.q, current.mode, current.sourceId, current.limit);
  // The documents page shows the hit's chunk in the drawer; the chunk travels in the link's state.
  const openHit = (hit: SearchHit) =>
    void navigate(
      `${paths.sourceDocument(projectId, hit.document.source_id, hit.document.id, hit.document.title)}&chunk=${hit.chunk.position}`,
      { state: { passage: { documentId: hit.document.id, position: hit.chunk.position, content: hit.chunk.content } } },
    );
  const code = errorCode(search.error);

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search" aria-label="Search documents">
        <Stack gap="sm">
          <TextInput
            type="search"
            label="Query"
            placeholder="Ask what a developer would ask the API"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="search-mode-label">
                Mode
              </Text>
              <SegmentedControl
                aria-labelledby="search-mode-label"
                data={MODES}
                value={mode}
                onChange={(value) => setMode(value as SearchMode)}
              />
            </Stack>
            <Select
              label="Source"
              placeholder="All sources"
              clearable
              data={sources.map((s) => ({ value: s.id, label: s.name }))}
              value={sourceId}
              onChange={setSourceId}
              w={200}
            />
            <NumberInput
              label="Top k"
              min={1}
              max={SEARCH_LIMIT_MAX}
              value={limit}
              onChange={(value) => setLimit(Math.min(SEARCH_LIMIT_MAX, Math.max(1, Number(value) || 1)))}
              w={100}
            />
            <Button type="submit" disabled={!text.trim()} loading={search.isFetching}>
              Search
            </Button>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button size="compact-sm" variant="default" disabled={!current.q} onClick={() => clipboard.copy(graphql)}>
              {clipboard.copied ? 'Copied' : 'Copy as GraphQL'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={!current.q}
              onClick={() =>
                void navigate(`${paths.projectGraphql(projectId)}?${new URLSearchParams({ query: graphql })}`)
              }
            >
              Open in playground
            </Button>
          </Group>
        </Stack>
      </form>

      {search.error ? (
        code === 'SEMANTIC_SEARCH_OFF' || code === 'PLAN_LIMIT_SEMANTIC_SEARCH' ? (
          <Alert color="yellow" variant="light" title={failureTitleOf(search.error)}>
            {code === 'SEMANTIC_SEARCH_OFF'
              ? 'Semantic search is off for this project. Turn it on under Settings → Features, or search in Keyword mode.'
              : 'Semantic search is not included in your plan. Keyword mode works on every plan.'}
          </Alert>
        ) : (
          <QueryErrorAlert error={search.error} onRetry={() => void search.refetch()}>
            The search could not be run.
          </QueryErrorAlert>
        )
      ) : search.data && submitted ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {search.data.hits.length} {search.data.hits.length === 1 ? 'hit' : 'hits'} in {search.data.tookMs} ms
            {search.data.embedder ? ` · embedder ${search.data.embedder}` : ''}
          </Text>
          {search.data.hits.length === 0 ? (
            <Text size="sm">No chunk matches. Try other words, or Hybrid mode for meaning rather than words.</Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Search results">
              {search.data.hits.map((hit, index) => (
                <SearchHitCard
                  key={hit.chunk.id}
                  hit={hit}
                  index={index}
                  sourceName={sourceName(hit.document.source_id)}
                  onOpen={openHit}
                  onSaveCheck={(h) =>
                    void saveCheck({
                      projectId,
                      query: submitted.q,
                      mode: submitted.mode,
                      expectedDocumentId: h.document.id,
                    })
                  }
                />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}

      <SavedChecks projectId={projectId} k={limit} />

      {(history.data?.length ?? 0) > 0 && (
        <Stack gap={4} component="section" aria-labelledby="recent-searches">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" id="recent-searches">
            Your recent searches
          </Text>
          <Group gap={6} wrap="wrap">
            {history.data!.map((entry) => (
              <Button
                key={entry.id}
                size="compact-xs"
                variant="light"
                color="gray"
                onClick={() => {
                  setText(entry.query);
                  setMode(entry.mode);
                  setSourceId(entry.source_id);
                  run({ q: entry.query, mode: entry.mode, sourceId: entry.source_id, limit });
                }}
              >
                {entry.query} · {entry.mode}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
