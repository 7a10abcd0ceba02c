import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeysPanel } from '@/features/apiKeys/components/ApiKeysPanel';
import { apiKeysActions } from '@/features/apiKeys/apiKeysSlice';
import type { ApiKey } from '@/features/apiKeys/types';
import { renderWithProviders } from '../utils/renderWithProviders';
import { recordRedux } from '../utils/reduxRecorder';
import { everythingVisible, injectedFailure, stubDashboardApi } from '../utils/stubDashboardApi';

// The realtime sync is tested elsewhere; here rows are put in the store directly.
vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

const SECRET = 'sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const row = (id: string, name: string, projectId = 'p1'): ApiKey => ({
  id,
  owner_id: 'u1',
  project_id: projectId,
  name,
  prefix: `sk_${id}`,
  last_used_at: null,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
});

function renderPanel() {
  const view = renderWithProviders(<ApiKeysPanel projectId="p1" />);
  view.store.dispatch(
    apiKeysActions.replaced({
      scope: { column: 'project_id', value: 'p1' },
      rows: [row('k1', 'backend'), row('k2', 'other project', 'p2')],
    }),
  );
  return view;
}

const toasts = (state: { toasts: { items: { message: string; extra?: string }[] } }) => state.toasts.items;

describe('ApiKeysPanel', () => {
  beforeEach(() => localStorage.clear());

  it("lists only this project's keys", async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('backend')).toBeTruthy();
    expect(within(table).queryByText('other project')).toBeNull();
    expect(within(table).getByText('Never')).toBeTruthy();
  });

  it('shows a generated key once and keeps it out of the store, the DOM and storage', async () => {
    const api = stubDashboardApi({
      'POST /projects/p1/api-keys': {
        body: {
          data: {
            id: 'k9',
            name: 'ci',
            prefix: SECRET.slice(0, 8),
            created_at: '2025-01-02T03:04:05.000Z',
            key: SECRET,
          },
        },
      },
    });
    const { store } = renderPanel();
    const seen = recordRedux(store);

    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    expect((within(dialog).getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'POST', path: '/projects/p1/api-keys', body: { name: 'ci' } }]);
    expect(toasts(store.getState()).map((toast) => toast.message)).toContain('New API key is generated');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(everythingVisible(store.getState())).not.toContain(SECRET);
    expect(store.getState().api.mutations).toEqual({});
    // Never in Redux, not even for one action.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((entry) => entry.includes(SECRET))).toEqual([]);
  });

  it('keeps the typed name and shows the server message when generating fails', async () => {
    stubDashboardApi({ 'POST /projects/p1/api-keys': injectedFailure });
    const { store } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Generate API key' });
    await within(dialog).findByText(/FAULT_INJECTED/);
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('ci');
    expect(toasts(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'Failed generating new API key', extra: 'FAULT_INJECTED\nInjected failure' }),
    );
  });

  it('refuses an empty name without calling the API', async () => {
    const api = stubDashboardApi({});
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Generate API key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('deletes a key after confirmation', async () => {
    const api = stubDashboardApi({ 'DELETE /projects/p1/api-keys': { body: { data: { id: 'k1' } } } });
    const { store } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete API key backend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key' });
    expect(api.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([{ method: 'DELETE', path: '/projects/p1/api-keys', body: { id: 'k1' } }]);
    expect(toasts(store.getState()).map((toast) => toast.message)).toContain('API key is deleted');
  });

  it('keeps the confirmation open with the error when deleting fails', async () => {
    stubDashboardApi({
      'DELETE /projects/p1/api-keys': { status: 404, body: { errorCode: 'NOT_FOUND', error: 'API key not found' } },
    });
    const { store } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete API key backend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('NOT_FOUND')).toBeTruthy();
    expect(toasts(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'Failed deleting API key', extra: 'NOT_FOUND' }),
    );
  });
});
