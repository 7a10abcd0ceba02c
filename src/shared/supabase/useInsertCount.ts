import { useCallback, useEffect, useState } from 'react';
import { getSupabase } from '@/shared/supabase/client';

let channelCounter = 0;

/**
 * Counts rows inserted into `table` where `column` = `value` since mount or the last reset(), over
 * realtime. For paged lists that must not jump: they show the count and reload when asked.
 */
export function useInsertCount(table: string, column: string, value: string): { count: number; reset: () => void } {
  const key = `${table}:${column}:${value}`;
  // Counted per scope, so a new scope starts at 0 without a reset inside the effect.
  const [counted, setCounted] = useState({ key, count: 0 });
  useEffect(() => {
    const supabase = getSupabase();
    channelCounter += 1;
    const channel = supabase
      .channel(`inserts:${key}:${channelCounter}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table, filter: `${column}=eq.${value}` }, () =>
        setCounted((prev) => ({ key, count: prev.key === key ? prev.count + 1 : 1 })),
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [key, table, column, value]);
  // Stable, so an effect that resets the count does not run again on every render.
  const reset = useCallback(() => setCounted({ key, count: 0 }), [key]);
  return { count: counted.key === key ? counted.count : 0, reset };
}
