import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AdminKeysPage from '@/features/adminKeys/pages/AdminKeysPage';
import { adminKeysActions } from '@/features/adminKeys/adminKeysSlice';
import type { AdminKey } from '@/features/adminKeys/types';
import { renderWithProviders } from '../utils/renderWithProviders';

vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

const key: AdminKey = {
  id: 'a1',
  owner_id: 'u1',
  name: 'deploy',
  prefix: 'adm_zzzz',
  last_used_at: '2025-02-03T00:00:00.000Z',
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

// Creating, showing the key once and revoking: test/unit/shared/secretOnceFlow.test.tsx.
describe('AdminKeysPage', () => {
  it('lists the admin keys with a revoke action each', async () => {
    const { store } = renderWithProviders(<AdminKeysPage />);
    store.dispatch(adminKeysActions.replaced({ scope: null, rows: [key] }));
    const row = (await screen.findByText('deploy')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Revoke admin key deploy' })).toBeTruthy();
  });
});
