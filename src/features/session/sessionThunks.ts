import { createAsyncThunk } from '@reduxjs/toolkit';
import { getSupabase } from '@/shared/supabase/client';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUpInput extends Credentials {
  name: string;
}

// The user itself reaches the store through onAuthStateChange (sessionSync); these only report errors.
export const signIn = createAsyncThunk<void, Credentials, { rejectValue: string }>(
  'session/signInRequested',
  async ({ email, password }, { rejectWithValue }) => {
    const { error } = await getSupabase().auth.signInWithPassword({ email, password });
    if (error) return rejectWithValue(error.message);
  },
);

export const signUp = createAsyncThunk<void, SignUpInput, { rejectValue: string }>(
  'session/signUpRequested',
  async ({ name, email, password }, { rejectWithValue }) => {
    const { data, error } = await getSupabase().auth.signUp({ email, password, options: { data: { name } } });
    if (error) return rejectWithValue(error.message);
    if (!data.session) return rejectWithValue('Check your email to confirm the account, then sign in.');
  },
);

export const signOut = createAsyncThunk('session/signOutRequested', async () => {
  await getSupabase().auth.signOut();
});
