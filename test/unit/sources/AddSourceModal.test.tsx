import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AddSourceModal } from '@/features/sources/components/AddSourceModal';
import { makeSource } from '../utils/sourceFixture';
import { renderWithProviders } from '../utils/renderWithProviders';
import { roomyPlanUsage, stubDashboardApi } from '../utils/stubDashboardApi';

function setup() {
  const api = stubDashboardApi({
    ...roomyPlanUsage,
    'POST /projects/p1/sources': {
      status: 201,
      body: { data: makeSource({ id: 's9', type: 'push_api', provider: 'push', name: 'Handbook' }) },
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/projects/:projectId" element={<AddSourceModal projectId="p1" opened onClose={() => {}} />} />
      <Route path="/projects/:projectId/sources/:sourceId" element={<p>overview</p>} />
    </Routes>,
    { route: '/projects/p1' },
  );
  return api;
}

describe('AddSourceModal', () => {
  it('asks a name, prefilled with the type, and creates the source with it', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Push API source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name the Push API source' });
    const name = within(dialog).getByLabelText(/Source name/) as HTMLInputElement;
    expect(name.value).toBe('Push API');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Create source' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(name, 'Handbook');
    await user.click(within(dialog).getByRole('button', { name: 'Create source' }));
    expect(await screen.findByText('overview')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/projects/p1/sources', body: { provider: 'push_api', name: 'Handbook' } },
      ]),
    );
  }, 60_000);
});
