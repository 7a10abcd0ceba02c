import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@contract/constants';
import type { FormSchema } from '@/shared/forms/useSchemaForm';

export type AuthMode = 'signIn' | 'signUp';

interface LoginValues {
  name: string;
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Client-side checks only; the server's own rules (e.g. password length) come back as its message.
 * A hand-written Standard Schema rather than zod: sign-in is Supabase auth, not the dashboard API, and
 * zod's core would weigh on /login's first load.
 */
function loginSchema(mode: AuthMode): FormSchema<LoginValues, LoginValues> {
  const validate = (input: unknown) => {
    const values = input as LoginValues;
    const cleaned = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    const issues: { message: string; path: (keyof LoginValues)[] }[] = [];
    const fail = (field: keyof LoginValues, message: string) => issues.push({ message, path: [field] });
    if (mode === 'signUp' && cleaned.name === '') fail('name', 'Name is required');
    else if (mode === 'signUp' && cleaned.name.length > NAME_MAX_LENGTH)
      fail('name', `Name must be at most ${NAME_MAX_LENGTH} characters`);
    if (cleaned.email === '') fail('email', 'Email is required');
    else if (cleaned.email.length > EMAIL_MAX_LENGTH || !EMAIL.test(cleaned.email))
      fail('email', 'Enter a valid email address');
    if (cleaned.password === '') fail('password', 'Password is required');
    else if (cleaned.password.length > PASSWORD_MAX_LENGTH)
      fail('password', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
    return issues.length > 0 ? { issues } : { value: cleaned };
  };
  return { '~standard': { version: 1, vendor: 'login', validate } };
}

export const loginSchemas = { signIn: loginSchema('signIn'), signUp: loginSchema('signUp') };
