import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProjectScope from '@/features/projects/components/ProjectScope';
import { projectsActions } from '@/features/projects/projectsSlice';
import type { Project } from '@/features/projects/types';
import type { TableStatus } from '@/shared/supabase/tableActions';
import { renderWithProviders } from '../utils/renderWithProviders';

// The realtime sync is tested elsewhere; rows are put in the store directly.
const sync = vi.hoisted(() => ({ status: 'live' as TableStatus }));
vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => sync.status }));

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ rpc }) }));

const project = (patch: Partial<Project> = {}): Project => ({
  id: 'p1',
  owner_id: 'u1',
  name: 'Sleepy',
  state: 'paused',
  settings: {},
  deleted_at: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...patch,
});

function renderScope(rows: Project[] = [project()]) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId" element={<ProjectScope />}>
        <Route index element={<p>Project content</p>} />
      </Route>
    </Routes>,
    { route: '/projects/p1' },
  );
  act(() => {
    view.store.dispatch(projectsActions.replaced({ scope: null, rows }));
  });
  return view;
}

const restoreButton = () => screen.getByRole('button', { name: 'Restore Project' });
const findRestoreButton = () => screen.findByRole('button', { name: 'Restore Project' });
const isLoading = (button: HTMLElement) => button.getAttribute('data-loading') === 'true';

describe('ProjectScope', () => {
  // The not-found panel and the paused notice are lazy: transformed once here, they arrive within findBy's wait.
  beforeAll(async () => {
    await Promise.all([import('@/shared/ui/ScopeMissing'), import('@/features/projects/components/PausedNotice')]);
  });

  beforeEach(() => {
    sync.status = 'live';
    rpc.mockReset();
  });

  it('shows "Loading..." while the project is unresolved, with the page mounted but hidden', () => {
    sync.status = 'loading';
    renderScope([]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    // Mounted so its own reads start now, shown only once the project is known.
    expect(screen.getByText('Project content').closest<HTMLElement>('[style]')?.style.display).toBe('none');
  });

  it('shows the page mounted while the project was read, without mounting it again', () => {
    sync.status = 'loading';
    const mounted = vi.fn();
    function Page() {
      useEffect(mounted, []);
      return <p>Project content</p>;
    }
    const view = renderWithProviders(
      <Routes>
        <Route path="/projects/:projectId" element={<ProjectScope />}>
          <Route index element={<Page />} />
        </Route>
      </Routes>,
      { route: '/projects/p1' },
    );
    expect(mounted).toHaveBeenCalledTimes(1);
    act(() => {
      view.store.dispatch(projectsActions.replaced({ scope: null, rows: [project({ state: 'active' })] }));
    });
    expect(screen.getByText('Project content').closest<HTMLElement>('[style]')?.style.display).toBe('contents');
    // A remount would ask for the page's code and start its reads again, after the heading.
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('shows the page for an active project', () => {
    renderScope([project({ state: 'active' })]);
    expect(screen.getByText('Project content')).toBeTruthy();
  });

  it('shows "Project not found" once the sync is live without the row', async () => {
    renderScope([]);
    // The panel's code loads when it is first shown.
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
  });

  it('replaces the page with the paused notice; closing shows the page until the project changes', async () => {
    const user = userEvent.setup();
    const { store } = renderScope();
    // The notice's code loads when a paused project is first shown.
    expect(await screen.findByRole('heading', { name: 'Project Paused' })).toBeTruthy();
    expect(screen.queryByText('Project content')).toBeNull();
    expect(screen.getByText(/paused because of inactivity/)).toBeTruthy();
    expect(screen.getByText(/API requests to this project are paused and no data is processed/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.getByText('Project content')).toBeTruthy();

    act(() => {
      store.dispatch(projectsActions.upserted(project({ name: 'Sleepy 2', updated_at: '2025-01-02T00:00:00Z' })));
    });
    expect(screen.getByRole('heading', { name: 'Project Paused' })).toBeTruthy();
  });

  it('Restore Project calls restore_project and loads until realtime reports the project active', async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({ data: true, error: null, status: 200 });
    const { store } = renderScope();
    expect(isLoading(await findRestoreButton())).toBe(false);
    await user.click(restoreButton());
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('restore_project', { project_id: 'p1' }));
    await waitFor(() => expect(isLoading(restoreButton())).toBe(true));
    // Still paused after the call returned: still loading.
    await act(async () => {});
    expect(isLoading(restoreButton())).toBe(true);

    act(() => {
      store.dispatch(projectsActions.upserted(project({ state: 'restoring', updated_at: '2025-01-02T00:00:00Z' })));
    });
    expect(isLoading(restoreButton())).toBe(true);
    act(() => {
      store.dispatch(projectsActions.upserted(project({ state: 'active', updated_at: '2025-01-03T00:00:00Z' })));
    });
    expect(screen.queryByRole('heading', { name: 'Project Paused' })).toBeNull();
    expect(screen.getByText('Project content')).toBeTruthy();
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('a failed restore toasts "Failed to restore project" and stops loading', async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({ data: null, error: { message: 'permission denied', code: '42501' }, status: 403 });
    const { store } = renderScope();
    await user.click(await findRestoreButton());
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ message: 'Failed to restore project', variant: 'error', extra: 'permission denied' }),
      ]),
    );
    await waitFor(() => expect(isLoading(restoreButton())).toBe(false));
    expect(screen.getByRole('heading', { name: 'Project Paused' })).toBeTruthy();
  });

  it('an RPC that changes nothing (false) counts as a failure', async () => {
    const user = userEvent.setup();
    rpc.mockResolvedValue({ data: false, error: null, status: 200 });
    const { store } = renderScope();
    await user.click(await findRestoreButton());
    await waitFor(() =>
      expect(store.getState().toasts.items[0]).toEqual(
        expect.objectContaining({ message: 'Failed to restore project', extra: 'The project is not paused' }),
      ),
    );
  });
});
