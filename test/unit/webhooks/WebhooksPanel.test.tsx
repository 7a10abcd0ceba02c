import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WebhooksPanel } from '@/features/webhooks/components/WebhooksPanel';
import { webhooksActions } from '@/features/webhooks/webhooksSlice';
import type { Webhook } from '@/features/webhooks/types';
import { renderWithProviders } from '../utils/renderWithProviders';
import { roomyPlanUsage, stubDashboardApi, writes } from '../utils/stubDashboardApi';

vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

const hook: Webhook = {
  id: 'w1',
  owner_id: 'u1',
  project_id: 'p1',
  url: 'https://hooks.example.com/in',
  events: ['source.created', 'indexing.completed'],
  description: 'CI notifier',
  enabled: true,
  secret_prefix: 'whsec_ab',
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: '2025-01-02T03:04:05.000Z',
};

function renderPanel() {
  const view = renderWithProviders(<WebhooksPanel projectId="p1" />);
  view.store.dispatch(webhooksActions.replaced({ scope: { column: 'project_id', value: 'p1' }, rows: [hook] }));
  return view;
}

async function fillForm(user: UserEvent, url: string, events: string[]) {
  await user.click(screen.getByRole('button', { name: 'Create webhook' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
  await user.type(within(dialog).getByLabelText(/Endpoint URL/), url);
  for (const event of events) await user.click(within(dialog).getByLabelText(event));
  await user.type(within(dialog).getByLabelText('Description'), 'Deploys');
  await user.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
  return dialog;
}

// Creating, showing the signing secret once and deleting: test/unit/shared/secretOnceFlow.test.tsx.
describe('WebhooksPanel', () => {
  it('lists URL, events, description and state', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText('https://hooks.example.com/in')).toBeTruthy();
    expect(within(table).getByText('indexing.completed')).toBeTruthy();
    expect(within(table).getByText('CI notifier')).toBeTruthy();
    expect(within(table).getByText('Enabled')).toBeTruthy();
  });

  it('validates the URL and the events before calling the API', async () => {
    const user = userEvent.setup();
    const api = stubDashboardApi(roomyPlanUsage);
    renderPanel();
    const dialog = await fillForm(user, 'ftp://example.com/hook', []);
    expect(await within(dialog).findByText('Enter a valid http:// or https:// URL')).toBeTruthy();
    expect(within(dialog).getByText('Select at least one event')).toBeTruthy();
    expect(writes(api.calls)).toEqual([]);
  });
});
