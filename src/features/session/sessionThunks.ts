import { createAction, createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import { getSupabase } from '@/shared/supabase/client';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUpInput extends Credentials {
  name: string;
}

export type AuthOutcome = { ok: true } | { ok: false; error: string };

// Events only: what was tried and how it ended. Credentials never enter an action (DevTools records every
// action and state), so the thunks below are plain functions that redux-thunk runs before any recording.
export const signInRequested = createAction('session/signInRequested');
export const signUpRequested = createAction('session/signUpRequested');
export const authSucceeded = createAction('session/authSucceeded');
export const authFailed = createAction<string>('session/authFailed');

// The user itself reaches the store through onAuthStateChange (sessionSync); these only report the outcome.
export const signIn =
  ({ email, password }: Credentials) =>
  async (dispatch: Dispatch): Promise<AuthOutcome> => {
    dispatch(signInRequested());
    return attempt(dispatch, async () => {
      const { error } = await getSupabase().auth.signInWithPassword({ email, password });
      return error?.message ?? null;
    });
  };

export const signUp =
  ({ name, email, password }: SignUpInput) =>
  async (dispatch: Dispatch): Promise<AuthOutcome> => {
    dispatch(signUpRequested());
    return attempt(dispatch, async () => {
      const { data, error } = await getSupabase().auth.signUp({ email, password, options: { data: { name } } });
      if (error) return error.message;
      return data.session ? null : 'Check your email to confirm the account, then sign in.';
    });
  };

/** Runs the call (null = success, else its message) and reports the outcome; a throw counts as a failure. */
async function attempt(dispatch: Dispatch, call: () => Promise<string | null>): Promise<AuthOutcome> {
  let error: string | null;
  try {
    error = await call();
  } catch {
    error = '';
  }
  if (error === null) {
    dispatch(authSucceeded());
    return { ok: true };
  }
  dispatch(authFailed(error));
  return { ok: false, error };
}

export const signOut = createAsyncThunk('session/signOutRequested', async () => {
  await getSupabase().auth.signOut();
});
