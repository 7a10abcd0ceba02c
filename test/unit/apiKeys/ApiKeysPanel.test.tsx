import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeysPanel } from '@/features/apiKeys/components/ApiKeysPanel';
import { apiKeysActions } from '@/features/apiKeys/apiKeysSlice';
import type { ApiKey } from '@/features/apiKeys/types';
import { dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { stubDashboardApi } from '../utils/stubDashboardApi';

// The realtime sync is tested elsewhere; here rows are put in the store directly.
vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

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

// The keys table also shows each key's requests of the last 24 hours.
const KEY_USAGE = { 'GET /projects/p1/requests/keys': { body: { data: { keys: [] } } } };

function renderPanel() {
  const api = stubDashboardApi(KEY_USAGE);
  const view = { ...renderWithProviders(<ApiKeysPanel projectId="p1" />), api };
  view.store.dispatch(
    apiKeysActions.replaced({
      scope: { column: 'project_id', value: 'p1' },
      rows: [row('k1', 'backend'), row('k2', 'other project', 'p2')],
    }),
  );
  return view;
}

// Generating, showing the key once and deleting: test/unit/shared/secretOnceFlow.test.tsx.
describe('ApiKeysPanel', () => {
  it("lists only this project's keys", async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('backend')).toBeTruthy();
    expect(within(table).queryByText('other project')).toBeNull();
    expect(within(table).getByText('Never')).toBeTruthy();
  });

  it('refuses an empty name without calling the API', async () => {
    const user = userEvent.setup();
    const { api } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('ApiKeysPanel dialogs in the store', () => {
  it('opens the generate form and a delete confirmation from dispatched actions, no click', async () => {
    const { store } = renderPanel();
    act(() => {
      store.dispatch(dialogOpened({ id: 'generateApiKey', subject: 'p1' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Generate API key' })).toBeTruthy();
    act(() => {
      store.dispatch(dialogOpened({ id: 'deleteApiKey', subject: 'k1' }));
    });
    const confirm = await screen.findByRole('dialog', { name: 'Delete API key' });
    expect(confirm.textContent).toContain('Delete the API key backend?');
  });

  it("keeps the delete confirmation closed for a key that is not in this project's list", async () => {
    const { store } = renderPanel();
    await screen.findByRole('table', { name: 'API keys' });
    act(() => {
      store.dispatch(dialogOpened({ id: 'deleteApiKey', subject: 'k2' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a delete button opens the confirmation through the store, for the key's id", async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete API key backend' }));
    expect(store.getState().dialogs.open).toEqual({ id: 'deleteApiKey', subject: 'k1' });
  });
});
