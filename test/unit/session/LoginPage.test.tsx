import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  it('shows field errors and sends nothing when fields are empty', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the server message and keeps what was typed', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: { message: 'Invalid login credentials' } });
    renderLogin();
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid login credentials');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Password').value).toBe('wrong');
  });

  it('goes to a same-origin next after sign-in', async () => {
    signInWithPassword.mockResolvedValue({ data: {}, error: null });
    renderLogin('/login?next=%2Fsettings%2Fbilling');
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('landed');
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'right' });
  });

  it('signs up with the name in user_metadata', async () => {
    signUp.mockResolvedValue({ data: { session: {} }, error: null });
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    fireEvent.change(field('Name'), { target: { value: 'Ada' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'long-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
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
