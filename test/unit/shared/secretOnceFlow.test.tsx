import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AdminKeysPage from '@/features/adminKeys/pages/AdminKeysPage';
import { adminKeysActions } from '@/features/adminKeys/adminKeysSlice';
import { ApiKeysPanel } from '@/features/apiKeys/components/ApiKeysPanel';
import { apiKeysActions } from '@/features/apiKeys/apiKeysSlice';
import { WebhooksPanel } from '@/features/webhooks/components/WebhooksPanel';
import { webhooksActions } from '@/features/webhooks/webhooksSlice';
import type { AppStore } from '@/app/store';
import { renderWithProviders } from '../utils/renderWithProviders';
import { recordRedux } from '../utils/reduxRecorder';
import {
  everythingVisible,
  injectedFailure,
  roomyPlanUsage,
  stubDashboardApi,
  writes,
  type StubReply,
} from '../utils/stubDashboardApi';

// The realtime sync is tested elsewhere; here rows are put in the store directly.
vi.mock('@/shared/store/useTableSubscription', () => ({ useTableSubscription: () => 'live' }));

const CREATED_AT = '2025-01-02T03:04:05.000Z';
const stamps = { owner_id: 'u1', created_at: CREATED_AT, updated_at: CREATED_AT };

/**
 * One screen built on useSecretOnceFlow + SecretOnceModal: what it is called, how to fill its create
 * form, and the texts and calls each step must show.
 */
interface SecretOnceCase {
  name: string;
  render: () => { store: AppStore };
  secret: string;
  create: {
    open: string;
    /** The form dialog's name, and its submit button. */
    dialog: string;
    submit: string;
    fill: (user: UserEvent, dialog: HTMLElement) => Promise<void>;
    /** Asserts that a failed submit kept what `fill` typed. */
    kept: (dialog: HTMLElement) => void;
    route: string;
    /** The reply's data, the secret included. */
    reply: object;
    call: { method: string; path: string; body: unknown };
    success: string;
    failure: string;
  };
  secretDialog: { name: string; field: string };
  remove: {
    open: string;
    dialog: string;
    confirm: string;
    route: string;
    call: { method: string; path: string; body: unknown };
    success: string;
    failure: string;
  };
}

const valueOf = (dialog: HTMLElement, label: RegExp) =>
  (within(dialog).getByLabelText(label) as HTMLInputElement).value;
const keptName = (dialog: HTMLElement) => expect(valueOf(dialog, /Name/)).toBe('ci');
const API_KEY = 'sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const ADMIN_KEY = 'adm_0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const SIGNING_SECRET = 'whsec_4c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f';

const fillName = async (user: UserEvent, dialog: HTMLElement) => user.type(within(dialog).getByLabelText(/Name/), 'ci');

const cases: SecretOnceCase[] = [
  {
    name: 'project API keys',
    render: () => {
      const view = renderWithProviders(<ApiKeysPanel projectId="p1" />);
      const row = { ...stamps, id: 'k1', project_id: 'p1', name: 'backend', prefix: 'sk_k1', last_used_at: null };
      view.store.dispatch(apiKeysActions.replaced({ scope: { column: 'project_id', value: 'p1' }, rows: [row] }));
      return view;
    },
    secret: API_KEY,
    create: {
      open: 'Generate API key',
      dialog: 'Generate API key',
      submit: 'Generate',
      fill: fillName,
      kept: keptName,
      route: 'POST /projects/p1/api-keys',
      reply: { id: 'k9', name: 'ci', prefix: API_KEY.slice(0, 8), created_at: CREATED_AT, key: API_KEY },
      call: { method: 'POST', path: '/projects/p1/api-keys', body: { name: 'ci' } },
      success: 'New API key is generated',
      failure: 'Failed generating new API key',
    },
    secretDialog: { name: 'New API key', field: 'API key' },
    remove: {
      open: 'Delete API key backend',
      dialog: 'Delete API key',
      confirm: 'Delete',
      route: 'DELETE /projects/p1/api-keys',
      call: { method: 'DELETE', path: '/projects/p1/api-keys', body: { id: 'k1' } },
      success: 'API key is deleted',
      failure: 'Failed deleting API key',
    },
  },
  {
    name: 'admin keys',
    render: () => {
      const view = renderWithProviders(<AdminKeysPage />);
      const row = { ...stamps, id: 'a1', name: 'deploy', prefix: 'adm_zzzz', last_used_at: '2025-02-03T00:00:00.000Z' };
      view.store.dispatch(adminKeysActions.replaced({ scope: null, rows: [row] }));
      return view;
    },
    secret: ADMIN_KEY,
    create: {
      open: 'Create admin key',
      dialog: 'Create admin key',
      submit: 'Create',
      fill: fillName,
      kept: keptName,
      route: 'POST /user/admin-api-keys',
      reply: { id: 'a2', name: 'ci', prefix: ADMIN_KEY.slice(0, 8), created_at: CREATED_AT, key: ADMIN_KEY },
      call: { method: 'POST', path: '/user/admin-api-keys', body: { name: 'ci' } },
      success: 'Admin key is created',
      failure: 'Failed creating admin key',
    },
    secretDialog: { name: 'New admin key', field: 'Admin key' },
    remove: {
      open: 'Revoke admin key deploy',
      dialog: 'Revoke admin key',
      confirm: 'Revoke',
      route: 'DELETE /user/admin-api-keys',
      call: { method: 'DELETE', path: '/user/admin-api-keys', body: { id: 'a1' } },
      success: 'Admin key is revoked',
      failure: 'Failed revoking admin key',
    },
  },
  {
    name: 'webhooks',
    render: () => {
      const view = renderWithProviders(<WebhooksPanel projectId="p1" />);
      const row = {
        ...stamps,
        id: 'w1',
        project_id: 'p1',
        url: 'https://hooks.example.com/in',
        events: ['source.created' as const],
        description: 'CI notifier',
        enabled: true,
        secret_prefix: 'whsec_ab',
      };
      view.store.dispatch(webhooksActions.replaced({ scope: { column: 'project_id', value: 'p1' }, rows: [row] }));
      return view;
    },
    secret: SIGNING_SECRET,
    create: {
      open: 'Create webhook',
      dialog: 'Create webhook',
      submit: 'Create webhook',
      fill: async (user, dialog) => {
        await user.type(within(dialog).getByLabelText(/Endpoint URL/), 'https://example.com/in');
        await user.click(within(dialog).getByLabelText('source.deleted'));
        await user.type(within(dialog).getByLabelText('Description'), 'Deploys');
      },
      kept: (dialog) => {
        expect(valueOf(dialog, /Endpoint URL/)).toBe('https://example.com/in');
        expect((within(dialog).getByLabelText('source.deleted') as HTMLInputElement).checked).toBe(true);
        expect(valueOf(dialog, /Description/)).toBe('Deploys');
      },
      route: 'POST /projects/p1/webhooks',
      reply: {
        id: 'w2',
        url: 'https://example.com/in',
        events: ['source.deleted'],
        description: 'Deploys',
        enabled: true,
        secret: SIGNING_SECRET,
      },
      call: {
        method: 'POST',
        path: '/projects/p1/webhooks',
        body: { url: 'https://example.com/in', events: ['source.deleted'], description: 'Deploys' },
      },
      success: 'New webhook is created',
      failure: 'Failed creating new webhook',
    },
    secretDialog: { name: 'Webhook signing secret', field: 'Signing secret' },
    remove: {
      open: 'Delete webhook https://hooks.example.com/in',
      dialog: 'Delete webhook',
      confirm: 'Delete',
      route: 'DELETE /projects/p1/webhooks/w1',
      call: { method: 'DELETE', path: '/projects/p1/webhooks/w1', body: undefined },
      success: 'Webhook is deleted',
      failure: 'Failed deleting webhook',
    },
  },
];

const toastMessages = (store: AppStore) => store.getState().toasts.items.map((toast) => toast.message);

/** Opens the create form, fills it and submits it; returns the form dialog. */
async function submitCreate(user: UserEvent, { create }: SecretOnceCase) {
  await user.click(await screen.findByRole('button', { name: create.open }));
  const dialog = await screen.findByRole('dialog', { name: create.dialog });
  await create.fill(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: create.submit }));
  return dialog;
}

describe.each(cases)('secret-once flow: $name', (flow) => {
  const created: StubReply = { body: { data: flow.create.reply } };

  it('shows the new secret once, then nothing of it remains in the store, the DOM or storage', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const api = stubDashboardApi({ ...roomyPlanUsage, [flow.create.route]: created });
    const { store } = flow.render();
    const seen = recordRedux(store);
    await submitCreate(user, flow);

    const dialog = await screen.findByRole('dialog', { name: flow.secretDialog.name });
    expect((within(dialog).getByLabelText(flow.secretDialog.field) as HTMLInputElement).value).toBe(flow.secret);
    expect(within(dialog).getByText(/will not be shown again/)).toBeTruthy();
    expect(writes(api.calls)).toEqual([flow.create.call]);
    expect(toastMessages(store)).toContain(flow.create.success);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(everythingVisible(store.getState())).not.toContain(flow.secret);
    expect(store.getState().api.mutations).toEqual({});
    // Never in Redux, not even for one action.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((entry) => entry.includes(flow.secret))).toEqual([]);
  });

  it('keeps what was typed and shows the server message when creating fails', async () => {
    const user = userEvent.setup();
    stubDashboardApi({ ...roomyPlanUsage, [flow.create.route]: injectedFailure });
    const { store } = flow.render();
    const dialog = await submitCreate(user, flow);

    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    flow.create.kept(dialog);
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: flow.create.failure, extra: 'FAULT_INJECTED\nInjected failure' }),
    );
  });

  it('deletes only after confirmation; a failed delete keeps the confirmation open with the error', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = stubDashboardApi({
      ...roomyPlanUsage,
      [flow.remove.route]: () => (fail ? injectedFailure : { body: { data: { id: 'x' } } }),
    });
    const { store } = flow.render();
    await user.click(await screen.findByRole('button', { name: flow.remove.open }));
    const dialog = await screen.findByRole('dialog', { name: flow.remove.dialog });
    expect(writes(api.calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: flow.remove.confirm }));
    expect(await within(dialog).findByText(/FAULT_INJECTED/)).toBeTruthy();
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: flow.remove.failure, extra: 'FAULT_INJECTED\nInjected failure' }),
    );

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: flow.remove.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api.calls)).toEqual([flow.remove.call, flow.remove.call]);
    expect(toastMessages(store)).toContain(flow.remove.success);
  });
});
