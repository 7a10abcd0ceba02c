import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The browser location as the store records it, so DevTools jumps and replays carry the route. */
export interface StoreLocation {
  pathname: string;
  search: string;
  hash: string;
  /** history.state's user part (react-router's `state`), serializable in this app. */
  state: unknown;
  key: string;
  action: 'POP' | 'PUSH' | 'REPLACE';
}

export interface RouterState {
  /** Null until the app mounts and records the address it was opened at. */
  location: StoreLocation | null;
}

const initialState: RouterState = { location: null };

const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    locationChanged(state, action: PayloadAction<StoreLocation>) {
      state.location = action.payload;
    },
  },
  selectors: {
    selectLocation: (state) => state.location,
  },
});

export const { locationChanged } = routerSlice.actions;
export const { selectLocation } = routerSlice.selectors;
export default routerSlice;
