import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '@/shared/routing/routerSlice';

/** Every dialog whose open state the store holds: the buttons, the command palette and DevTools jumps share it. */
export type DialogId =
  | 'createProject'
  | 'deleteProject'
  | 'addSource'
  | 'deleteSource'
  | 'disconnectSource'
  | 'pickEntrypoint'
  | 'rebuildIndex'
  | 'generateApiKey'
  | 'deleteApiKey'
  | 'createWebhook'
  | 'deleteWebhook'
  | 'generateAdminKey'
  | 'deleteAdminKey'
  | 'changePlan'
  | 'palette'
  | 'shortcuts';

export interface OpenDialog {
  id: DialogId;
  /** The id of what the dialog acts on (project, source, key), or null when it needs none. */
  subject: string | null;
}

export interface DialogsState {
  open: OpenDialog | null;
  /** The page the dialog was opened on. */
  pathname: string | null;
}

const initialState: DialogsState = { open: null, pathname: null };

const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    dialogOpened(state, action: PayloadAction<OpenDialog>) {
      state.open = action.payload;
    },
    dialogClosed(state) {
      state.open = null;
    },
  },
  extraReducers: (builder) => {
    // A dialog belongs to the page it was opened on: leaving the page closes it (a hash change does not).
    builder.addCase(locationChanged, (state, action) => {
      if (action.payload.pathname !== state.pathname) state.open = null;
      state.pathname = action.payload.pathname;
    });
  },
  selectors: {
    selectOpenDialog: (state) => state.open,
  },
});

export const { dialogOpened, dialogClosed } = dialogsSlice.actions;
export const { selectOpenDialog } = dialogsSlice.selectors;
export default dialogsSlice;
