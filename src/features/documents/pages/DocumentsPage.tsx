import { useCallback, useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { Button, EmptyState, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowUp, IconFiles } from '@tabler/icons-react';
import { useInsertCount } from '@/shared/supabase/useInsertCount';
import { useScopeReady } from '@/shared/ui/scopeReady';
import { ScrollTable } from '@/shared/ui/ScrollTable';
import { TableHeader } from '@/shared/ui/TableHeader';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListDocumentsInfiniteQuery } from '../documentsApi';
import type { DocumentStatus } from '../types';
import { DocumentDrawer } from '../components/DocumentDrawer';
import { DocumentFilters } from '../components/DocumentFilters';
import { DocumentRow } from '../components/DocumentRow';
import { SkeletonRows } from '@/shared/ui/SkeletonRows';
import { useShowNewAtTop } from '../useShowNewAtTop';
import classes from './DocumentsPage.module.css';

/** A search hit's chunk, handed over in the link's state: shown only for the document and chunk the URL names. */
function linkedPassage(state: unknown, documentId: string | null, chunk: string | null) {
  const passage = (
    state as { passage?: { documentId?: unknown; position?: unknown; page?: unknown; content?: unknown } } | null
  )?.passage;
  if (!passage || passage.documentId !== documentId || String(passage.position) !== chunk) return null;
  return typeof passage.content === 'string' && typeof passage.position === 'number'
    ? {
        position: passage.position,
        page: typeof passage.page === 'number' ? passage.page : null,
        content: passage.content,
      }
    : null;
}

/** The app's default debounce, for the search box. */
const SEARCH_DEBOUNCE_MS = 166;
const COLUMNS = ['Title', 'Status', 'Type', 'Size', 'Updated', 'Reason'];
/** The shell's fixed top bar at its tallest (phones), which hides what scrolls under it. */
const TOP_BAR_MAX_PX = 88;

/**
 * …/sources/:sourceId/documents and /projects/:projectId/documents: the indexed documents, searchable
 * and filterable, read in keyset pages. Documents a run adds meanwhile show at once while the list's top
 * is in view; scrolled further down they wait behind a pill, so rows never jump while someone reads.
 */
export default function DocumentsPage() {
  const { projectId = '', sourceId } = useParams();
  // A link (e.g. from the command palette) can carry a search and a document to open: ?search=&document=
  const [params, setParams] = useSearchParams();
  const linkedSearch = params.get('search') ?? '';
  const linkedDocument = params.get('document');
  const passage = linkedPassage(useLocation().state, linkedDocument, params.get('chunk'));
  const [search, setSearch] = useState(linkedSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<DocumentStatus | ''>('');
  const [type, setType] = useState('');
  const [openId, setOpenId] = useState<string | null>(linkedDocument);
  // A new link while the page is open (the palette again) applies too: state adjusted during render.
  const [linked, setLinked] = useState({ search: linkedSearch, document: linkedDocument });
  if (linked.search !== linkedSearch || linked.document !== linkedDocument) {
    setLinked({ search: linkedSearch, document: linkedDocument });
    setSearch(linkedSearch);
    setOpenId(linkedDocument);
  }
  const args = useMemo(
    () => ({
      projectId,
      ...(sourceId ? { sourceId } : {}),
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
    }),
    [projectId, sourceId, status, type, debouncedSearch],
  );
  const query = useListDocumentsInfiniteQuery(useScopeReady() ? args : skipToken);
  const inserted = useInsertCount('documents', sourceId ? 'source_id' : 'project_id', sourceId ?? projectId);
  const documents = useMemo(() => query.data?.pages.flatMap((page) => page.documents) ?? [], [query.data]);
  const types = useMemo(
    () => [...new Set(documents.map((d) => d.mime_type).filter((t): t is string => !!t)), ...(type ? [type] : [])],
    [documents, type],
  );
  const open = useCallback((id: string) => setOpenId(id), []);
  const { refetch } = query;
  const showNew = () => {
    inserted.reset();
    void refetch();
  };
  // The line above the table: while it is on screen below the fixed top bar, so is the top of the list.
  const { ref: topRef, entry: topEntry } = useIntersection<HTMLDivElement>({
    rootMargin: `-${TOP_BAR_MAX_PX}px 0px 0px 0px`,
  });
  const showPill = useShowNewAtTop({
    inserted,
    atTop: topEntry?.isIntersecting ?? true,
    fetching: query.isFetching || query.isUninitialized,
    refetch,
  });

  return (
    <Stack gap="md">
      <DocumentFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        type={type}
        onTypeChange={setType}
        types={[...new Set(types)].sort()}
      />
      <Group gap="sm" mih={30} ref={topRef}>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="documents-shown">
          {query.isFetching && documents.length === 0
            ? 'Loading documents…'
            : `${documents.length.toLocaleString()} ${documents.length === 1 ? 'document' : 'documents'} shown${query.hasNextPage ? ' · more below' : ''}`}
        </Text>
      </Group>
      {showPill && (
        <div className={classes.newPill}>
          <Button
            size="compact-sm"
            radius="xl"
            variant="filled"
            leftSection={<IconArrowUp size={14} />}
            onClick={showNew}
          >
            {`${inserted.count.toLocaleString()} new document${inserted.count === 1 ? '' : 's'}`}
          </Button>
        </div>
      )}
      {query.isLoading ? (
        <SkeletonRows label="Loading documents" rows={5} height={28} gap={6} />
      ) : documents.length === 0 ? (
        <EmptyState py="xl" icon={<IconFiles size={28} />}>
          <EmptyState.Title order={2}>
            {query.isError ? 'Documents could not be read' : 'No documents'}
          </EmptyState.Title>
          <EmptyState.Description>
            {args.search || args.status || args.type
              ? 'No document matches the search and filters.'
              : 'Documents appear here once the source has been indexed.'}
          </EmptyState.Description>
        </EmptyState>
      ) : (
        <>
          <ScrollTable minWidth={820}>
            <Table verticalSpacing="xs" striped aria-label="Documents">
              <TableHeader columns={COLUMNS} />
              <Table.Tbody>
                {documents.map((document) => (
                  <DocumentRow key={document.id} document={document} onOpen={open} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          {query.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                Load more
              </Button>
            </Group>
          )}
        </>
      )}
      <DocumentDrawer
        projectId={projectId}
        document={documents.find((d) => d.id === openId) ?? null}
        passage={openId === linkedDocument ? passage : null}
        onClose={() => {
          setOpenId(null);
          if (!linkedDocument) return;
          const next = new URLSearchParams(params);
          next.delete('document');
          setParams(next, { replace: true });
        }}
      />
    </Stack>
  );
}
