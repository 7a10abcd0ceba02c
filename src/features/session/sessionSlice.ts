import { createSlice } from '@reduxjs/toolkit';
import { userChanged, type SessionUser } from '@/shared/session/sessionEvents';

export interface SessionState {
  user: SessionUser | null;
  /** False until the first auth event says whether a session exists. */
  resolved: boolean;
}

const initialState: SessionState = { user: null, resolved: false };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(userChanged, (state, action) => {
      state.user = action.payload;
      state.resolved = true;
    });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionResolved: (state) => state.resolved,
    selectUserName: (state) => state.user?.user_metadata.name ?? state.user?.email ?? '',
  },
});

export { userChanged };
export const { selectUser, selectSessionResolved, selectUserName } = sessionSlice.selectors;
export default sessionSlice;
