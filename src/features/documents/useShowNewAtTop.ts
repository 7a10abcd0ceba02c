import { useEffect } from 'react';

interface ShowNewAtTopOptions {
  /** Rows inserted since the list was last read (useInsertCount). */
  inserted: { count: number; reset: () => void };
  /** Whether the top of the list is on screen. */
  atTop: boolean;
  /** Whether the list is being read: new rows then wait for the read to answer, so a burst costs one re-read at a time. */
  fetching: boolean;
  refetch: () => unknown;
}

/**
 * New rows show at once while the reader sees the top of the list (a push lands in view without a click);
 * scrolled away from the top, they wait behind the "N new" pill so the rows being read never jump.
 */
export function useShowNewAtTop({ inserted, atTop, fetching, refetch }: ShowNewAtTopOptions): boolean {
  const showAtOnce = atTop && inserted.count > 0;
  const { reset } = inserted;
  useEffect(() => {
    if (!showAtOnce || fetching) return;
    reset();
    void refetch();
  }, [showAtOnce, fetching, reset, refetch]);
  // The pill is for a list scrolled away from its top only.
  return inserted.count > 0 && !atTop;
}
