import { describe, expect, it } from 'vitest';
import { schemaResolver } from '@mantine/form';
import { loginSchemas, type AuthMode } from '@/features/session/loginForm';

// The login form validates with these schemas through @mantine/form's resolver.
const validateLogin = (mode: AuthMode, values: { name: string; email: string; password: string }) =>
  schemaResolver(loginSchemas[mode], { sync: true })(values);

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

  it('holds the sign-up name to the account form’s limit, saying it is too long', () => {
    expect(validateLogin('signUp', { name: 'n'.repeat(10_000), email: 'a@b.co', password: 'x' })).toEqual({
      name: 'Name must be at most 100 characters',
    });
    expect(validateLogin('signUp', { name: 'n'.repeat(100), email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('rejects a malformed email', () => {
    expect(validateLogin('signIn', { name: '', email: 'not-an-email', password: 'x' }).email).toBe(
      'Enter a valid email address',
    );
  });
});
