import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from '@/features/apiRequests/useProgressiveCount';

describe('useProgressiveCount', () => {
  afterEach(() => vi.useRealTimers());

  it('renders a slice at first and one more slice each frame until all are shown', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 25), {
      initialProps: { total: 60 },
    });
    expect(result.current).toBe(25);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(50);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(60);
    // Fewer items (a filter) show at once; more continue a slice a frame.
    rerender({ total: 10 });
    expect(result.current).toBe(10);
    rerender({ total: 100 });
    expect(result.current).toBe(75);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(100);
  });
});
