import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ProjectsPage from '@/features/projects/pages/ProjectsPage';
import { dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { roomyPlanUsage, stubDashboardApi } from '../utils/stubDashboardApi';

// The realtime sync is tested elsewhere; the page here starts with an empty, live list.
vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

describe('ProjectsPage create dialog', () => {
  // The create dialogs read the plan usage as they open.
  beforeEach(() => {
    stubDashboardApi(roomyPlanUsage);
  });

  it('opens from the store without a click (command palette, DevTools jump), loading the modal then', async () => {
    const { store } = renderWithProviders(<ProjectsPage />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(dialogOpened({ id: 'createProject', subject: null }));
    });
    expect(await screen.findByRole('dialog', { name: 'Create a project' })).toBeTruthy();
  });

  it('a click opens it through the store, and closing it clears the store', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ProjectsPage />);
    await user.click(screen.getAllByRole('button', { name: 'New project' })[0]);
    expect(store.getState().dialogs.open).toEqual({ id: 'createProject', subject: null });
    const dialog = await screen.findByRole('dialog', { name: 'Create a project' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().dialogs.open).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
