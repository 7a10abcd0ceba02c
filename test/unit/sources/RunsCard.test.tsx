import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RunsCard } from '@/features/sources/components/RunsCard';
import { indexingRunsActions } from '@/features/sources/indexingRunsSlice';
import type { IndexingRun } from '@/features/sources/runTypes';
import { renderWithProviders } from '../utils/renderWithProviders';
import { makeSource } from '../utils/sourceFixture';

// The card reads runs through the paged window; the window itself is usePagedTableSync's own tests' business.
const paged = vi.hoisted(() => ({
  loadOlder: vi.fn(),
  window: { query: {}, complete: false, loadingOlder: false },
}));
vi.mock('@/shared/store/usePagedTableSync', () => ({
  usePagedTableSync: () => ({ status: 'live', window: paged.window, loadOlder: paged.loadOlder }),
}));
vi.mock('@/features/sources/components/RunsChart', () => ({ default: () => null }));

const source = makeSource();

function run(index: number): IndexingRun {
  const at = new Date(Date.UTC(2025, 5, 1, 10, 0, index)).toISOString();
  return {
    id: `r${String(index).padStart(2, '0')}`,
    owner_id: source.owner_id,
    project_id: source.project_id,
    source_id: source.id,
    kind: 'update',
    trigger: 'manual',
    status: 'SUCCEEDED',
    started_at: at,
    finished_at: at,
    documents_added: index,
    documents_updated: 0,
    documents_removed: 0,
    documents_failed: 0,
    error: null,
    created_at: at,
    updated_at: at,
  };
}

describe('RunsCard', () => {
  it('offers older runs on the last page and asks for the page before the oldest run held', () => {
    const view = renderWithProviders(<RunsCard source={source} />);
    const runs = Array.from({ length: 12 }, (_, index) => run(index + 1));
    act(() => {
      view.store.dispatch(
        indexingRunsActions.replaced({ scope: { column: 'source_id', value: source.id }, rows: runs }),
      );
    });
    expect(screen.queryByRole('button', { name: 'Load older runs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load older runs' }));
    expect(paged.loadOlder).toHaveBeenCalledWith({ created_at: runs[0].created_at, id: runs[0].id });
  });
});
