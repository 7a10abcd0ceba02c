import type { Dispatch } from '@reduxjs/toolkit';
import { matchesScope } from '@/shared/store/rowOrder';
import type { Filter, RealtimeStatus, RowChange, SyncBackend } from '@/shared/supabase/syncBackend';
import { tableActions, type TableChange, type TableScope } from '@/shared/supabase/tableActions';
import { MIN_FLUSH_INTERVAL_MS } from '@/shared/supabase/realtimePace';

type Row = { id: string } & Record<string, unknown>;

/** A hidden tab runs no animation frames; this bounds how long buffered changes wait there. */
const FLUSH_FALLBACK_MS = 250;

export interface FeedOptions {
  table: string;
  scope: TableScope | null;
  ownerId: string;
  backend: SyncBackend;
  dispatch: Dispatch;
  /** True while a select of the scope is in flight: changes wait and are applied after its rows. */
  selecting: () => boolean;
  /** Every channel status; the caller re-selects on each SUBSCRIBED after the first. */
  onStatus: (status: RealtimeStatus) => void;
}

/**
 * The realtime half of a table sync: one postgres_changes channel on the scope (owner_id for the
 * null scope). Changes arrive one socket message at a time; they are buffered in arrival order and
 * applied as ONE changesApplied action on an animation frame, at most every MIN_FLUSH_INTERVAL_MS (bench/realtime).
 * While a select is in flight the buffer is held; `flush` applies it right after the select's rows.
 * `stop` leaves the channel and drops what is buffered.
 */
export function followRealtime({ table, scope, ownerId, backend, dispatch, selecting, onStatus }: FeedOptions) {
  const actions = tableActions<Row>(table);
  let stopped = false;
  let pending: TableChange<Row>[] = [];
  let cancelScheduled: (() => void) | null = null;
  let lastFlushAt = -Infinity;

  const inScope = (row: Record<string, unknown>) =>
    matchesScope(row, scope) && (row.owner_id === undefined || row.owner_id === ownerId);

  const flush = () => {
    cancelScheduled?.();
    cancelScheduled = null;
    if (stopped || pending.length === 0) return;
    if (selecting()) {
      scheduleFlush();
      return;
    }
    const changes = pending;
    pending = [];
    lastFlushAt = performance.now();
    dispatch(actions.changesApplied({ changes }));
  };

  const scheduleFlush = () => {
    if (cancelScheduled) return;
    const wait = Math.max(0, lastFlushAt + MIN_FLUSH_INTERVAL_MS - performance.now());
    let frame: number | null = null;
    const onNextFrame = () => {
      frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(flush) : null;
    };
    let delay: ReturnType<typeof setTimeout> | undefined;
    if (wait > 0) delay = setTimeout(onNextFrame, wait);
    else onNextFrame();
    const fallback = setTimeout(flush, wait + FLUSH_FALLBACK_MS);
    cancelScheduled = () => {
      clearTimeout(delay);
      clearTimeout(fallback);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  };

  const toChange = (change: RowChange): TableChange<Row> | null => {
    if (change.eventType === 'DELETE') {
      const old = change.old;
      const decidable = !scope || old[scope.column] !== undefined;
      return typeof old.id === 'string' && (!decidable || inScope(old)) ? { kind: 'remove', id: old.id } : null;
    }
    return typeof change.new.id === 'string' && inScope(change.new) ? { kind: 'upsert', row: change.new as Row } : null;
  };

  const filter: Filter = scope ?? { column: 'owner_id', value: ownerId };
  const unsubscribe = backend.subscribe(
    table,
    filter,
    (change) => {
      if (stopped) return;
      const next = toChange(change);
      if (!next) return;
      pending.push(next);
      scheduleFlush();
    },
    (status) => {
      if (stopped) return;
      // Changes that arrived before a (re)subscribe precede the rows its select reads.
      if (status === 'SUBSCRIBED' && !selecting()) flush();
      onStatus(status);
    },
  );

  return {
    flush,
    stop: () => {
      stopped = true;
      cancelScheduled?.();
      pending = [];
      unsubscribe();
    },
  };
}
