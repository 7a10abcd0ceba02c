import * as z from 'zod/mini';

export type AuthMode = 'signIn' | 'signUp';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// zod/mini, not contract/'s full zod: /login's first load stays small (sign-in is Supabase auth, not the API).
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const email = required('Email is required').check(z.regex(EMAIL, 'Enter a valid email address'));
const password = z.string().check(z.minLength(1, 'Password is required'));

/** Client-side checks only; the server's own rules (e.g. password length) come back as its message. */
export const loginSchemas = {
  signIn: z.object({ name: z.string(), email, password }),
  signUp: z.object({ name: required('Name is required'), email, password }),
};

