import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminKeysPage from '@/features/adminKeys/pages/AdminKeysPage';
import { adminKeysActions } from '@/features/adminKeys/adminKeysSlice';
import type { AdminKey } from '@/features/adminKeys/types';
import { renderWithProviders } from '../utils/renderWithProviders';
import { recordRedux } from '../utils/reduxRecorder';
import { everythingVisible, injectedFailure, stubDashboardApi } from '../utils/stubDashboardApi';

vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

const SECRET = 'adm_0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const key: AdminKey = {
  id: 'a1',
  owner_id: 'u1',
  name: 'deploy',
  prefix: 'adm_zzzz',
  last_used_at: '2025-02-03T00:00:00.000Z',
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

function renderPage() {
  const view = renderWithProviders(<AdminKeysPage />);
  view.store.dispatch(adminKeysActions.replaced({ scope: null, rows: [key] }));
  return view;
}

describe('AdminKeysPage', () => {
  it('creates an admin key and shows it once, then nothing of it remains', async () => {
    const api = stubDashboardApi({
      'POST /user/admin-api-keys': {
        body: {
          data: {
            id: 'a2',
            name: 'ci',
            prefix: SECRET.slice(0, 8),
            created_at: '2025-01-02T03:04:05.000Z',
            key: SECRET,
          },
        },
      },
    });
    const { store } = renderPage();
    const seen = recordRedux(store);
    expect(await screen.findByText('deploy')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create admin key' }));
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    const dialog = await screen.findByRole('dialog', { name: 'New admin key' });
    expect((within(dialog).getByLabelText('Admin key') as HTMLInputElement).value).toBe(SECRET);
    expect(api.calls).toEqual([{ method: 'POST', path: '/user/admin-api-keys', body: { name: 'ci' } }]);
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Admin key is created');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(everythingVisible(store.getState())).not.toContain(SECRET);
    expect(store.getState().api.mutations).toEqual({});
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((entry) => entry.includes(SECRET))).toEqual([]);
  });

  it('reports a failed create and keeps the typed name', async () => {
    stubDashboardApi({ 'POST /user/admin-api-keys': injectedFailure });
    const { store } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create admin key' }));
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create admin key' });
    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('ci');
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: 'Failed creating admin key' }),
    );
  });

  it('revokes after confirmation and reports a failed revoke', async () => {
    let fail = true;
    const api = stubDashboardApi({
      'DELETE /user/admin-api-keys': () => (fail ? injectedFailure : { body: { data: { id: 'a1' } } }),
    });
    const { store } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke admin key deploy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: 'Failed revoking admin key' }),
    );

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.at(-1)).toEqual({ method: 'DELETE', path: '/user/admin-api-keys', body: { id: 'a1' } });
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Admin key is revoked');
  });
});
