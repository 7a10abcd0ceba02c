import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `step` at first and `step` more each frame after, so a long
 * list (or several charts) mounts over a few short tasks rather than one long one that holds input.
 */
export function useProgressiveCount(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setShown((count) => count + step));
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
