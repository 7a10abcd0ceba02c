import { describe, expect, it } from 'vitest';
import { validateLogin } from '@/features/session/loginForm';

describe('validateLogin', () => {
  it('sign-in needs email and password; sign-up also a name', () => {
    expect(validateLogin('signIn', { name: '', email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin('signUp', { name: ' ', email: 'a@b.co', password: 'x' })).toEqual({
      name: 'Name is required',
    });
  });

  it('rejects a malformed email', () => {
    expect(validateLogin('signIn', { name: '', email: 'not-an-email', password: 'x' }).email).toBe(
      'Enter a valid email address',
    );
  });
});
