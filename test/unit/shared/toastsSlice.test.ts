import { describe, expect, it } from 'vitest';
import toastsSlice, { selectToasts, toastAdded, toastClosed } from '@/shared/toasts/toastsSlice';

const reduce = toastsSlice.reducer;

describe('toasts slice', () => {
  it('"toasts/added" appends in order, keeps duplicates, and drops empty extra', () => {
    const first = toastAdded({ message: 'Copied to clipboard', variant: 'info' });
    const second = toastAdded({ message: 'Copied to clipboard', variant: 'info', extra: '' });
    const third = toastAdded({ message: 'Failed creating project', variant: 'error', extra: 'INVALID_NAME' });
    expect(first.type).toBe('toasts/added');
    const state = [first, second, third].reduce(reduce, toastsSlice.getInitialState());
    expect(state.items.map((t) => t.message)).toEqual([
      'Copied to clipboard',
      'Copied to clipboard',
      'Failed creating project',
    ]);
    expect(state.items[1]).not.toHaveProperty('extra');
    expect(state.items[2].extra).toBe('INVALID_NAME');
    expect(new Set(state.items.map((t) => t.id)).size).toBe(3);
  });

  it('keeps every toast (the renderer shows 3 at a time) and closes by id', () => {
    const actions = Array.from({ length: 5 }, (_, i) => toastAdded({ message: `t${i}`, variant: 'default' }));
    let state = actions.reduce(reduce, toastsSlice.getInitialState());
    expect(state.items).toHaveLength(5);
    state = reduce(state, toastClosed(actions[1].payload.id));
    expect(selectToasts({ toasts: state }).map((t) => t.message)).toEqual(['t0', 't2', 't3', 't4']);
  });
});
