import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogFilters } from '@/features/sourceLogs/components/LogFilters';
import { searchApplied } from '@/features/sourceLogs/logFiltersSlice';
import { renderWithProviders } from '../utils/renderWithProviders';

const searchActions = (types: string[]) => types.filter((type) => type === 'sourceLogFilters/searchApplied');

describe('LogFilters', () => {
  it('puts a chosen severity in the store', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<LogFilters />);
    await user.click(screen.getByRole('checkbox', { name: 'INFO' }));
    expect(store.getState().sourceLogFilters.severities).toEqual(['ERROR', 'WARNING']);
  });

  it('applies the typed search once, debounced, not per keystroke', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<LogFilters />);
    const types: string[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: { type: string }) => {
      types.push(action.type);
      return dispatch(action as never);
    }) as typeof store.dispatch;
    await user.type(screen.getByRole('textbox', { name: 'Search log lines' }), 'disk');
    expect(store.getState().sourceLogFilters.search).toBe('');
    await waitFor(() => expect(store.getState().sourceLogFilters.search).toBe('disk'));
    expect(searchActions(types)).toHaveLength(1);
  });

  it("shows the store's search when it changes without typing (a DevTools jump)", async () => {
    const { store } = renderWithProviders(<LogFilters />);
    act(() => {
      store.dispatch(searchApplied('timeout'));
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search log lines' }).value).toBe('timeout');
  });
});
