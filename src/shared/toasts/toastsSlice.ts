import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'warning' | 'error' | 'info' | 'default';

export interface Toast {
  id: string;
  message: string;
  variant: ToastVariant;
  extra?: string;
}

export interface ToastInput {
  message: string;
  variant: ToastVariant;
  extra?: string;
}

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

// The slice keeps every open toast in order; the renderer enforces "at most 3 at once".
const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    added: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      prepare(input: ToastInput) {
        const toast: Toast = { id: nanoid(), message: input.message, variant: input.variant };
        if (input.extra !== undefined && input.extra !== '') toast.extra = input.extra;
        return { payload: toast };
      },
    },
    closed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { added: toastAdded, closed: toastClosed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
export default toastsSlice;
