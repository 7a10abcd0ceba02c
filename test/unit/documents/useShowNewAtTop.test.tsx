import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShowNewAtTop } from '@/features/documents/useShowNewAtTop';

function setup(initial: { count: number; atTop: boolean; fetching: boolean }) {
  const reset = vi.fn();
  const refetch = vi.fn();
  const view = renderHook(
    ({ count, atTop, fetching }) => useShowNewAtTop({ inserted: { count, reset }, atTop, fetching, refetch }),
    { initialProps: initial },
  );
  return { ...view, reset, refetch };
}

describe('useShowNewAtTop', () => {
  it('reads a new row at once while the top of the list is in view, and shows no pill', () => {
    const { result, reset, refetch } = setup({ count: 1, atTop: true, fetching: false });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });

  it('keeps new rows behind the pill while the list is scrolled away from its top, then reads them back at the top', () => {
    const { result, reset, refetch, rerender } = setup({ count: 2, atTop: false, fetching: false });
    expect(refetch).not.toHaveBeenCalled();
    expect(reset).not.toHaveBeenCalled();
    expect(result.current).toBe(true);
    rerender({ count: 2, atTop: true, fetching: false });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });

  it('waits for a read in flight, so a burst of inserts costs one read at a time', () => {
    const { refetch, rerender } = setup({ count: 1, atTop: true, fetching: true });
    rerender({ count: 5, atTop: true, fetching: true });
    expect(refetch).not.toHaveBeenCalled();
    rerender({ count: 5, atTop: true, fetching: false });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without new rows', () => {
    const { result, refetch } = setup({ count: 0, atTop: true, fetching: false });
    expect(refetch).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
  });
});
