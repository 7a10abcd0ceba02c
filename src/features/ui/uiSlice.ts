import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NavGroup, RouteHandle } from '@/shared/routing/routeHandle';
import { userChanged } from '@/shared/session/sessionEvents';

export const USER_IS_NULL = 'User is null';

export interface CurrentRoute {
  pathname: string;
  hash: string;
  projectId: string | null;
  sourceId: string | null;
  handle: RouteHandle;
}

export interface UiState {
  navGroup: NavGroup;
  activeItem: number;
  activeSubItem: number;
  ready: boolean;
  error: string | null;
  projectName: string | null;
  sourceName: string | null;
  route: CurrentRoute | null;
}

const initialState: UiState = {
  navGroup: 'none',
  activeItem: -1,
  activeSubItem: -1,
  ready: false,
  error: null,
  projectName: null,
  sourceName: null,
  route: null,
};

export interface NavigationPayload {
  navGroup: NavGroup;
  activeItem: number;
  activeSubItem: number;
}

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    routeChanged(state, action: PayloadAction<CurrentRoute>) {
      state.route = action.payload;
    },
    navigationResolved(state, action: PayloadAction<NavigationPayload>) {
      state.navGroup = action.payload.navGroup;
      state.activeItem = action.payload.activeItem;
      state.activeSubItem = action.payload.activeSubItem;
    },
    namesResolved(state, action: PayloadAction<{ projectName: string | null; sourceName: string | null }>) {
      state.projectName = action.payload.projectName;
      state.sourceName = action.payload.sourceName;
    },
  },
  extraReducers: (builder) => {
    // The UI is ready when a user exists; no user records "User is null".
    builder.addCase(userChanged, (state, action) => {
      state.ready = action.payload !== null;
      state.error = action.payload ? null : USER_IS_NULL;
    });
  },
  selectors: {
    selectUi: (state) => state,
    selectReady: (state) => state.ready,
    selectRoute: (state) => state.route,
  },
});

export const { routeChanged, navigationResolved, namesResolved } = uiSlice.actions;
export const { selectUi, selectReady, selectRoute } = uiSlice.selectors;
export default uiSlice;
