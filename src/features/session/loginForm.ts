export type AuthMode = 'signIn' | 'signUp';

export interface LoginValues {
  name: string;
  email: string;
  password: string;
}

export type FieldErrors = Partial<Record<keyof LoginValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks only; the server's own rules (e.g. password length) come back as its message. */
export function validateLogin(mode: AuthMode, values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  if (mode === 'signUp' && values.name.trim() === '') errors.name = 'Name is required';
  if (values.email.trim() === '') errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  if (values.password === '') errors.password = 'Password is required';
  return errors;
}
