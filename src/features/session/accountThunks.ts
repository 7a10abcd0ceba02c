import { createAsyncThunk } from '@reduxjs/toolkit';
import { getSupabase } from '@/shared/supabase/client';
import { toastAdded } from '@/shared/toasts/toastsSlice';

export const DISPLAY_NAME_UPDATED = 'Display name updated';
export const DISPLAY_NAME_FAILED = 'Failed updating display name';

// The updated user reaches the store through onAuthStateChange (USER_UPDATED in sessionSync).
export const updateDisplayName = createAsyncThunk<void, string, { rejectValue: string }>(
  'session/displayNameUpdateRequested',
  async (name, { dispatch, rejectWithValue }) => {
    const { error } = await getSupabase().auth.updateUser({ data: { name } });
    if (error) {
      dispatch(toastAdded({ variant: 'error', message: DISPLAY_NAME_FAILED, extra: error.message }));
      return rejectWithValue(error.message);
    }
    dispatch(toastAdded({ variant: 'success', message: DISPLAY_NAME_UPDATED }));
  },
);
