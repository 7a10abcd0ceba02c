import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signInWithPassword = vi.fn();
const signUp = vi.fn();
vi.mock('@/shared/supabase/client', () => ({ getSupabase: () => ({ auth: { signInWithPassword, signUp } }) }));

const { default: LoginPage } = await import('@/features/session/pages/LoginPage');
const { renderWithProviders } = await import('../utils/renderWithProviders');

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>landed</p>} />
    </Routes>,
    { route },
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;

beforeEach(() => {
  signInWithPassword.mockReset();
  signUp.mockReset();
});

describe('LoginPage', () => {
  it('shows field errors and sends nothing when fields are empty', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials' } });
    renderLogin();
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid login credentials');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Password').value).toBe('wrong');
  });

  it('goes to a same-origin next after sign-in', async () => {
    const user = userEvent.setup();
    signInWithPassword.mockResolvedValue({ data: {}, error: null });
    renderLogin('/login?next=%2Fsettings%2Fbilling');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('landed');
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'right' });
  });

  it('signs up with the name in user_metadata', async () => {
    const user = userEvent.setup();
    signUp.mockResolvedValue({ data: { session: {} }, error: null });
    renderLogin();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    await user.type(field('Name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(signUp).toHaveBeenCalledWith({
        email: 'ada@example.com',
        password: 'long-password',
        options: { data: { name: 'Ada' } },
      }),
    );
    await screen.findByText('landed');
  });
});
