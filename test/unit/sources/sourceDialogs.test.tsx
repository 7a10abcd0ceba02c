import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IndexingControls } from '@/features/sources/components/IndexingControls';
import ProjectSourcesPage from '@/features/sources/pages/ProjectSourcesPage';
import { dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { roomyPlanUsage, stubDashboardApi } from '../utils/stubDashboardApi';
import { makeSource } from '../utils/sourceFixture';

// The realtime sync is tested elsewhere; the pages here read what the test puts in the store.
vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

// The command palette navigates, then dispatches dialogOpened: the page's dialog must follow the store.
describe('source dialogs open from the store', () => {
  // The create dialogs read the plan usage as they open.
  beforeEach(() => {
    stubDashboardApi(roomyPlanUsage);
  });

  it("Add source opens for the page's project only", async () => {
    const { store } = renderWithProviders(
      <Routes>
        <Route path="/projects/:projectId" element={<ProjectSourcesPage />} />
      </Routes>,
      { route: '/projects/p1' },
    );
    act(() => {
      store.dispatch(dialogOpened({ id: 'addSource', subject: 'p2' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(dialogOpened({ id: 'addSource', subject: 'p1' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Add a source' })).toBeTruthy();
  });

  it("Rebuild's confirmation opens for its source only and counts what it deletes", async () => {
    stubDashboardApi({
      ...roomyPlanUsage,
      'GET /projects/p1/sources/s1/document-counts': {
        body: { data: { total: 14, indexed: 12, skipped: 2, failed: 0 } },
      },
    });
    const { store } = renderWithProviders(<IndexingControls source={makeSource({ documents_count: 12 })} />);
    act(() => {
      store.dispatch(dialogOpened({ id: 'rebuildIndex', subject: 'other-source' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(dialogOpened({ id: 'rebuildIndex', subject: 's1' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rebuild the index?' });
    // What the run removes: every document of the source, counted as the overview counts them.
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'This source has 14 documents: 12 indexed, 2 skipped. All of them are deleted',
      ),
    );
  });
});
