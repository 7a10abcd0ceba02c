import type { Dispatch } from '@reduxjs/toolkit';
import { matchesScope } from '@/shared/store/rowOrder';
import { isTimeTravelling, onTimeTravelEnd } from '@/shared/store/timeTravel';
import { supabaseSyncBackend, type RowChange, type SyncBackend } from '@/shared/supabase/syncBackend';
import {
  scopeKey,
  tableActions,
  type TableChange,
  type TableScope,
  type TableStatus,
} from '@/shared/supabase/tableActions';

type Row = { id: string } & Record<string, unknown>;

/** A hidden tab runs no animation frames; this bounds how long buffered changes wait there. */
const FLUSH_FALLBACK_MS = 250;
/**
 * A burst reaches the UI at most this often: ten updates a second still read as live, and each
 * costs a React commit, which adds up on a slow phone during an indexing run (bench/realtime).
 */
const MIN_FLUSH_INTERVAL_MS = 100;

/**
 * Keeps one table scope in the store: subscribe first, and on EVERY
 * SUBSCRIBED re-select the scope and replace it, because realtime never replays missed changes.
 * Realtime changes arrive one socket message at a time; they are buffered in arrival order and
 * applied as ONE changesApplied action on an animation frame, at most every 100 ms (bench/realtime).
 * While a select is in flight the buffer is held and applied right after its rows.
 */
export function startTableSync(
  table: string,
  scope: TableScope | null,
  dispatch: Dispatch,
  backend: SyncBackend = supabaseSyncBackend,
): () => void {
  const actions = tableActions<Row>(table);
  const key = scopeKey(scope);
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let selectGeneration = 0;
  let selecting = false;
  let pending: TableChange<Row>[] = [];
  let cancelScheduled: (() => void) | null = null;
  let ownerId = '';
  let lastFlushAt = -Infinity;

  const setStatus = (status: TableStatus) => {
    if (!stopped) dispatch(actions.statusChanged({ scopeKey: key, status }));
  };

  const inScope = (row: Record<string, unknown>) =>
    matchesScope(row, scope) && (row.owner_id === undefined || row.owner_id === ownerId);

  const flush = () => {
    cancelScheduled?.();
    cancelScheduled = null;
    if (stopped || selecting || pending.length === 0) return;
    const changes = pending;
    pending = [];
    lastFlushAt = performance.now();
    dispatch(actions.changesApplied({ changes }));
  };

  const scheduleFlush = () => {
    if (cancelScheduled || selecting) return;
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

  const selectDone = () => {
    selecting = false;
    flush();
  };

  const reselect = async () => {
    const generation = ++selectGeneration;
    // Changes that arrived before this (re)subscribe precede the select's rows.
    flush();
    selecting = true;
    const filters = [{ column: 'owner_id', value: ownerId }, ...(scope ? [scope] : [])];
    try {
      const rows = await backend.select(table, filters);
      if (stopped || generation !== selectGeneration) return;
      dispatch(actions.replaced({ scope, rows: rows as Row[] }));
      selectDone();
      setStatus('live');
    } catch {
      if (stopped || generation !== selectGeneration) return;
      selectDone();
      setStatus('error');
    }
  };

  const onChange = (change: RowChange) => {
    if (stopped) return;
    const next = toChange(change);
    if (!next) return;
    pending.push(next);
    scheduleFlush();
  };

  setStatus('loading');
  void backend.userId().then((userId) => {
    if (stopped) return;
    if (!userId) {
      setStatus('error');
      return;
    }
    ownerId = userId;
    const filter = scope ?? { column: 'owner_id', value: userId };
    unsubscribe = backend.subscribe(table, filter, onChange, (status) => {
      if (stopped) return;
      if (status === 'SUBSCRIBED') void reselect();
      else setStatus('offline');
    });
  });

  return () => {
    stopped = true;
    cancelScheduled?.();
    pending = [];
    unsubscribe?.();
  };
}

interface Registration {
  count: number;
  /** Null while the sync was only asked for during a DevTools jump (nothing started yet). */
  stop: (() => void) | null;
  start: () => () => void;
  idle: () => void;
}

const registry = new Map<string, Registration>();

function stopRegistration(id: string, registration: Registration) {
  registration.stop?.();
  registry.delete(id);
  if (registration.stop) registration.idle();
}

// While DevTools is jumped, pages of the past mount and unmount; subscriptions keep following the
// live app instead. Once back at the latest state and the live pages have remounted,
// what no page holds stops and what a page holds but never started starts, without re-selects.
const RESUME_SETTLE_MS = 1000;
onTimeTravelEnd(() => {
  setTimeout(() => {
    if (isTimeTravelling()) return;
    for (const [id, registration] of registry) {
      if (registration.count === 0 && !isTimeTravelling()) stopRegistration(id, registration);
      else registration.stop ??= registration.start();
    }
  }, RESUME_SETTLE_MS);
});

/** Refcounted start: many components may need one scope; the last release unsubscribes. */
export function acquireTableSync(
  table: string,
  scope: TableScope | null,
  dispatch: Dispatch,
  backend?: SyncBackend,
): () => void {
  const id = `${table}|${scopeKey(scope)}`;
  let registration = registry.get(id);
  if (!registration) {
    const start = () => startTableSync(table, scope, dispatch, backend);
    const idle = () => dispatch(tableActions(table).statusChanged({ scopeKey: scopeKey(scope), status: 'idle' }));
    registration = { count: 0, stop: isTimeTravelling() ? null : start(), start, idle };
    registry.set(id, registration);
  }
  registration.count += 1;
  let released = false;
  return () => {
    if (released || !registration) return;
    released = true;
    registration.count -= 1;
    if (registration.count === 0 && !isTimeTravelling()) stopRegistration(id, registration);
  };
}

/**
 * The account changed (sign-out, a session ending, another user signing in): every running sync
 * stops, dropping its channel and any select in flight; with a new user, those still held start again
 * under that user, without one.
 */
export function restartTableSyncs(signedIn: boolean): void {
  for (const registration of registry.values()) {
    if (!registration.stop) continue;
    registration.stop();
    registration.stop = signedIn && registration.count > 0 ? registration.start() : null;
  }
}
