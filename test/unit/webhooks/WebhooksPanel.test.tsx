import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WebhooksPanel } from '@/features/webhooks/components/WebhooksPanel';
import { webhooksActions } from '@/features/webhooks/webhooksSlice';
import type { Webhook } from '@/features/webhooks/types';
import { renderWithProviders } from '../utils/renderWithProviders';
import { recordRedux } from '../utils/reduxRecorder';
import { everythingVisible, injectedFailure, stubDashboardApi } from '../utils/stubDashboardApi';

vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

const SECRET = 'whsec_4c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f';
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

async function fillForm(url: string, events: string[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Create webhook' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
  fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: url } });
  for (const event of events) fireEvent.click(within(dialog).getByLabelText(event));
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Deploys' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create webhook' }));
  return dialog;
}

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
    const api = stubDashboardApi({});
    renderPanel();
    const dialog = await fillForm('ftp://example.com/hook', []);
    expect(await within(dialog).findByText('Enter a valid http:// or https:// URL')).toBeTruthy();
    expect(within(dialog).getByText('Select at least one event')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('creates a webhook and shows its signing secret once, then forgets it', async () => {
    const api = stubDashboardApi({
      'POST /projects/p1/webhooks': {
        body: {
          data: {
            id: 'w2',
            url: 'https://example.com/in',
            events: ['source.deleted'],
            description: 'Deploys',
            enabled: true,
            secret: SECRET,
          },
        },
      },
    });
    const { store } = renderPanel();
    const seen = recordRedux(store);
    await fillForm('https://example.com/in', ['source.deleted']);

    const secretDialog = await screen.findByRole('dialog', { name: 'Webhook signing secret' });
    expect((within(secretDialog).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/projects/p1/webhooks',
        body: { url: 'https://example.com/in', events: ['source.deleted'], description: 'Deploys' },
      },
    ]);
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('New webhook is created');

    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(everythingVisible(store.getState())).not.toContain(SECRET);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((entry) => entry.includes(SECRET))).toEqual([]);
  });

  it('keeps the form and shows the server message when creating fails', async () => {
    stubDashboardApi({ 'POST /projects/p1/webhooks': injectedFailure });
    const { store } = renderPanel();
    const dialog = await fillForm('https://example.com/in', ['source.created']);
    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/Endpoint URL/) as HTMLInputElement).value).toBe('https://example.com/in');
    expect((within(dialog).getByLabelText('source.created') as HTMLInputElement).checked).toBe(true);
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: 'Failed creating new webhook' }),
    );
  });

  it('deletes a webhook after confirmation, and reports a failed delete', async () => {
    let fail = true;
    const api = stubDashboardApi({
      'DELETE /projects/p1/webhooks/w1': () => (fail ? injectedFailure : { body: { data: { id: 'w1' } } }),
    });
    const { store } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete webhook https://hooks.example.com/in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: 'Failed deleting webhook' }),
    );

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /projects/p1/webhooks/w1',
      'DELETE /projects/p1/webhooks/w1',
    ]);
    expect(store.getState().toasts.items.map((toast) => toast.message)).toContain('Webhook is deleted');
  });
});
