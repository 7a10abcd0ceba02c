import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOG_SEVERITIES } from '@contract/enums';
import { locationChanged } from '@/shared/routing/routerSlice';
import type { LogSeverity } from './types';

/** The log view's chosen filters, in the store so a DevTools jump shows the lines filtered as they were. */
export interface LogFiltersState {
  severities: LogSeverity[];
  /** The applied (debounced) search; the text being typed stays in the input. */
  search: string;
  /** The page the filters were chosen on. */
  pathname: string | null;
}

const initialState: LogFiltersState = { severities: [...LOG_SEVERITIES], search: '', pathname: null };

const logFiltersSlice = createSlice({
  name: 'sourceLogFilters',
  initialState,
  reducers: {
    severitiesChosen(state, action: PayloadAction<LogSeverity[]>) {
      state.severities = action.payload;
    },
    searchApplied(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Filters belong to one source's log page: another page (another source, another tab) starts unfiltered.
    builder.addCase(locationChanged, (state, action) => {
      if (action.payload.pathname !== state.pathname) {
        state.severities = [...LOG_SEVERITIES];
        state.search = '';
      }
      state.pathname = action.payload.pathname;
    });
  },
  selectors: {
    selectLogSeverities: (state) => state.severities,
    selectLogSearch: (state) => state.search,
  },
});

export const { severitiesChosen, searchApplied } = logFiltersSlice.actions;
export const { selectLogSeverities, selectLogSearch } = logFiltersSlice.selectors;
export default logFiltersSlice;
