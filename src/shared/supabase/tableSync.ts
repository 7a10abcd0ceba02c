import { SHOULD_AUTOBATCH, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { matchesScope } from '@/shared/store/rowOrder';
import { supabaseSyncBackend, type RowChange, type SyncBackend } from '@/shared/supabase/syncBackend';
import { scopeKey, tableActions, type TableScope, type TableStatus } from '@/shared/supabase/tableActions';

type Row = { id: string } & Record<string, unknown>;

/**
 * Realtime changes arrive one socket message at a time. Marked auto-batched (RTK's autoBatchEnhancer),
 * a burst notifies subscribers (React) once per animation frame, not once per message (bench/realtime).
 */
const batched = <A extends UnknownAction>(action: A): A => ({ ...action, meta: { [SHOULD_AUTOBATCH]: true } });

/**
 * Keeps one table scope in the store (DESIGN §3, wire doc §4): subscribe first, and on EVERY
 * SUBSCRIBED re-select the scope and replace it, because realtime never replays missed changes.
 * Events that arrive while a select is in flight are held and applied after its rows.
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
  let held: RowChange[] | null = null;
  let ownerId = '';

  const setStatus = (status: TableStatus) => {
    if (!stopped) dispatch(actions.statusChanged({ scopeKey: key, status }));
  };

  const inScope = (row: Record<string, unknown>) =>
    matchesScope(row, scope) && (row.owner_id === undefined || row.owner_id === ownerId);

  const apply = (change: RowChange) => {
    if (change.eventType === 'DELETE') {
      const old = change.old;
      const decidable = !scope || old[scope.column] !== undefined;
      if (typeof old.id === 'string' && (!decidable || inScope(old))) {
        dispatch(batched(actions.removed({ id: old.id })));
      }
    } else if (typeof change.new.id === 'string' && inScope(change.new)) {
      dispatch(batched(actions.upserted(change.new as Row)));
    }
  };

  const flushHeld = () => {
    const pending = held ?? [];
    held = null;
    pending.forEach(apply);
  };

  const reselect = async () => {
    const generation = ++selectGeneration;
    held ??= [];
    const filters = [{ column: 'owner_id', value: ownerId }, ...(scope ? [scope] : [])];
    try {
      const rows = await backend.select(table, filters);
      if (stopped || generation !== selectGeneration) return;
      dispatch(actions.replaced({ scope, rows: rows as Row[] }));
      flushHeld();
      setStatus('live');
    } catch {
      if (stopped || generation !== selectGeneration) return;
      flushHeld();
      setStatus('error');
    }
  };

  const onChange = (change: RowChange) => {
    if (stopped) return;
    if (held) held.push(change);
    else apply(change);
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
    unsubscribe?.();
  };
}

interface Registration {
  count: number;
  stop: () => void;
}

const registry = new Map<string, Registration>();

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
    registration = { count: 0, stop: startTableSync(table, scope, dispatch, backend) };
    registry.set(id, registration);
  }
  registration.count += 1;
  let released = false;
  return () => {
    if (released || !registration) return;
    released = true;
    registration.count -= 1;
    if (registration.count === 0) {
      registration.stop();
      registry.delete(id);
      dispatch(tableActions(table).statusChanged({ scopeKey: scopeKey(scope), status: 'idle' }));
    }
  };
}
