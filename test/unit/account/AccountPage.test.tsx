import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '@/features/session/pages/AccountPage';
import { renderWithProviders } from '../utils/renderWithProviders';

const auth = vi.hoisted(() => ({ updateUser: vi.fn(), signOut: vi.fn() }));
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ auth }) }));

const user = { id: 'u1', email: 'ada@example.com', user_metadata: { name: 'Ada Lovelace' } };

function renderPage() {
  return renderWithProviders(<AccountPage />, {
    preloadedState: { session: { user, resolved: true } },
    route: '/settings/account',
  });
}

describe('AccountPage', () => {
  beforeEach(() => {
    auth.updateUser.mockReset();
    auth.signOut.mockReset();
  });

  it("shows the user's name and email", () => {
    renderPage();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/Display name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('saves a new display name through supabase auth', async () => {
    const actor = userEvent.setup();
    auth.updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    const { store } = renderPage();
    await actor.clear(screen.getByLabelText(/Display name/));
    await actor.type(screen.getByLabelText(/Display name/), '  Ada King  ');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(store.getState().toasts.items).toContainEqual(
        expect.objectContaining({ message: 'Display name updated', variant: 'success' }),
      ),
    );
    expect(auth.updateUser).toHaveBeenCalledWith({ data: { name: 'Ada King' } });
  });

  it('keeps the typed name and shows the error when saving fails', async () => {
    const actor = userEvent.setup();
    auth.updateUser.mockResolvedValue({ data: { user: null }, error: new Error('Name rejected') });
    const { store } = renderPage();
    await actor.clear(screen.getByLabelText(/Display name/));
    await actor.type(screen.getByLabelText(/Display name/), 'Ada King');
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name rejected')).toBeTruthy();
    expect((screen.getByLabelText(/Display name/) as HTMLInputElement).value).toBe('Ada King');
    expect(store.getState().toasts.items).toContainEqual(
      expect.objectContaining({ message: 'Failed updating display name', extra: 'Name rejected', variant: 'error' }),
    );
  });

  it('does not save an empty or unchanged name', async () => {
    const actor = userEvent.setup();
    renderPage();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await actor.clear(screen.getByLabelText(/Display name/));
    await actor.type(screen.getByLabelText(/Display name/), '   ');
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Display name is required')).toBeTruthy();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('signs out', async () => {
    const actor = userEvent.setup();
    auth.signOut.mockResolvedValue({ error: null });
    renderPage();
    await actor.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
  });
});
