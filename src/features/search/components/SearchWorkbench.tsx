import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Anchor,
  Button,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useClipboard, useDebouncedCallback } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_MODES,
  SEARCH_QUERY_MAX,
  type SearchGroup,
} from '@contract/search';
import { useGetPlanUsageQuery } from '@/shared/api/planUsageApi';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { useSaveCheckMutation, useSearchDocumentsQuery, useSearchHistoryQuery } from '../searchApi';
import { searchAsGraphql } from '../graphqlQuery';
import { hitSourceName } from '../hitParts';
import { recentSearches } from '../recentSearches';
import { allowedMode, MODE_LABELS, needsVectors, semanticLockReason } from '../searchModes';
import { SearchHitCard } from './SearchHitCard';
import { SavedChecks } from './SavedChecks';

/** The app's default debounce: the page searches as the user types, once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 166;
/** Typing searches from this many characters; Enter searches any query. */
export const TYPEAHEAD_MIN = 2;
/**
 * A typed query is settled once typing has paused this long on it (the box holds what was searched): it
 * is then asked once more without `typeahead`, so the history and the request log's top queries get it,
 * and not the words on the way. Enter, a recent search or a link's `?q=` settle a query at once.
 */
export const SEARCH_SETTLE_MS = 1500;

const GROUPS: Array<{ value: SearchGroup; label: string }> = [
  { value: 'document', label: 'Documents' },
  { value: 'chunk', label: 'Chunks' },
];

interface SearchWorkbenchProps {
  projectId: string;
  sources: Array<{ id: string; name: string }>;
  /** Whether the project's semantic search is on; null until the project is loaded (nothing runs yet). */
  semanticOn: boolean | null;
}

/** The Search tab: search as you type, see why each hit ranked, keep checks of what must be found. */
export function SearchWorkbench({ projectId, sources, semanticOn }: SearchWorkbenchProps) {
  const navigate = useNavigate();
  const clipboard = useClipboard({ timeout: 1500 });
  const reasonId = useId();
  // A link may name the search to run (the request log's top queries link here with `?q=`).
  const [params] = useSearchParams();
  const linkedQuery = (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const [text, setText] = useState(linkedQuery);
  const [q, setQ] = useState(linkedQuery);
  // True while `q` is a query still being typed (asked with `typeahead=1`).
  const [typing, setTyping] = useState(false);
  // What the user or a link asked for; the mode used is the nearest one this project can run.
  const [asked, setAsked] = useState<string | null>(params.get('mode'));
  const [group, setGroup] = useState<SearchGroup>('document');
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [limit, setLimit] = useState<number>(SEARCH_LIMIT_DEFAULT);
  const usage = useGetPlanUsageQuery(semanticOn === false ? undefined : skipToken);
  const lockReason = semanticOn === null ? null : semanticLockReason(semanticOn, usage.data ?? null);
  const mode = allowedMode(asked, semanticOn === true);
  // A cleared box clears the results; a single character keeps the last ones (it would match too much).
  const follow = useDebouncedCallback((value: string) => {
    const next = value.trim();
    if (next.length === 0 || next.length >= TYPEAHEAD_MIN) {
      setQ(next);
      setTyping(true);
    }
  }, SEARCH_DEBOUNCE_MS);
  const settle = useDebouncedCallback((value: string) => {
    if (value.trim() === q) setTyping(false);
  }, SEARCH_SETTLE_MS);
  const searchNow = (query: string) => {
    follow.cancel();
    settle.cancel();
    setQ(query);
    setTyping(false);
  };

  const search = useSearchDocumentsQuery(
    q && semanticOn !== null
      ? { projectId, q, mode, group, limit, ...(sourceId ? { sourceId } : {}), ...(typing ? { typeahead: '1' } : {}) }
      : skipToken,
  );
  const history = useSearchHistoryQuery(projectId);
  const recent = recentSearches(history.data ?? []);
  const [saveCheck] = useSaveCheckMutation();
  const knownSource = (id: string) => sources.find((s) => s.id === id)?.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) searchNow(text.trim());
  };
  const graphql = searchAsGraphql(q, mode, sourceId, limit);
  // The previous list stays while the next loads; a failed search says so in its toast alone.
  const result = search.isError ? undefined : search.data;
  const modes = SEARCH_MODES.map((value) => ({
    value,
    label: MODE_LABELS[value],
    disabled: semanticOn === null || (needsVectors(value) && lockReason !== null),
  }));
  const lockLink =
    usage.data && !usage.data.semanticSearch.allowed
      ? { to: paths.settingsSubscription(), label: 'See plans' }
      : { to: paths.projectFeatures(projectId), label: 'Open features' };

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search" aria-label="Search documents">
        <Stack gap="sm">
          <TextInput
            type="search"
            label="Query"
            description="Results follow as you type; Enter searches at once."
            placeholder="Ask what a developer would ask the API"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              follow(event.currentTarget.value);
              settle(event.currentTarget.value);
            }}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="search-mode-label">
                Mode
              </Text>
              <SegmentedControl
                aria-labelledby="search-mode-label"
                aria-describedby={lockReason ? reasonId : undefined}
                data={modes}
                value={mode}
                onChange={(value) => setAsked(value)}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="search-group-label">
                Results
              </Text>
              <SegmentedControl
                aria-labelledby="search-group-label"
                data={GROUPS}
                value={group}
                onChange={(value) => setGroup(value as SearchGroup)}
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
            <Button type="submit" disabled={!text.trim()}>
              Search
            </Button>
          </Group>
          {lockReason && (
            <Text size="xs" c="dimmed" id={reasonId}>
              Semantic and Hybrid: {lockReason}{' '}
              <Anchor component={AppLink} to={lockLink.to} size="xs" underline="always">
                {lockLink.label}
              </Anchor>
            </Text>
          )}
          <Group gap="xs" wrap="wrap">
            <Button size="compact-sm" variant="default" disabled={!q} onClick={() => clipboard.copy(graphql)}>
              {clipboard.copied ? 'Copied' : 'Copy as GraphQL'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={!q}
              onClick={() =>
                void navigate(`${paths.projectGraphql(projectId)}?${new URLSearchParams({ query: graphql })}`)
              }
            >
              Open in playground
            </Button>
          </Group>
        </Stack>
      </form>

      {result && q && (
        <Stack gap="xs" aria-busy={search.isFetching}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {result.hits.length} {result.hits.length === 1 ? 'hit' : 'hits'} in {result.tookMs} ms
            {result.embedder ? ` · embedder ${result.embedder}` : ''}
          </Text>
          {result.hits.length === 0 ? (
            <Text size="sm">
              {semanticOn
                ? 'Nothing matches. Try other words, or Hybrid mode for meaning rather than words.'
                : 'Nothing matches. Try other words.'}
            </Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Search results">
              {result.hits.map((hit, index) => (
                <SearchHitCard
                  key={hit.chunk.id}
                  projectId={projectId}
                  hit={hit}
                  index={index}
                  sourceName={hitSourceName(hit, knownSource)}
                  onSaveCheck={(h) => void saveCheck({ projectId, query: q, mode, expectedDocumentId: h.document.id })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}

      <SavedChecks projectId={projectId} k={limit} />

      {recent.length > 0 && (
        <Stack gap={4} component="section" aria-labelledby="recent-searches">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" id="recent-searches">
            Your recent searches
          </Text>
          <Group gap={6} wrap="wrap">
            {recent.map((entry) => (
              <Button
                key={entry.id}
                size="compact-xs"
                variant="light"
                color="gray"
                onClick={() => {
                  setText(entry.query);
                  setAsked(entry.mode);
                  setSourceId(entry.source_id);
                  searchNow(entry.query);
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
