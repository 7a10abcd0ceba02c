import { vi } from 'vitest';
import type { Filter, RealtimeStatus, RowChange, SyncBackend } from '@/shared/supabase/syncBackend';
import type { PageCursor, PageQuery } from '@/shared/supabase/pagedRead';

export const USER = 'user-1';

interface PendingSelect {
  table: string;
  filters: Filter[];
  query?: PageQuery;
  before?: PageCursor | null;
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (e: Error) => void;
}

/**
 * A SyncBackend whose selects resolve when the test says so and whose channels the test drives
 * (the newest channel unless told otherwise). Tests install it with vi.mock of the syncBackend module.
 */
export function fakeSyncBackend() {
  const selects: PendingSelect[] = [];
  const channels: Array<{
    table: string;
    filter: Filter;
    onChange: (change: RowChange) => void;
    onStatus: (status: RealtimeStatus) => void;
  }> = [];
  const unsubscribe = vi.fn();
  const subscribe = vi.fn(
    (table: string, filter: Filter, onChange: (c: RowChange) => void, onStatus: (s: RealtimeStatus) => void) => {
      channels.push({ table, filter, onChange, onStatus });
      return unsubscribe;
    },
  );
  const pending = (entry: Omit<PendingSelect, 'resolve' | 'reject'>) =>
    new Promise<Record<string, unknown>[]>((resolve, reject) => selects.push({ ...entry, resolve, reject }));
  let user: string | null = USER;
  const backend: SyncBackend = {
    userId: async () => user,
    select: (table, filters) => pending({ table, filters }),
    selectPage: (table, query, before = null) => pending({ table, filters: [...query.eq], query, before }),
    subscribe,
  };
  return {
    backend,
    selects,
    channels,
    subscribe,
    unsubscribe,
    signOut: () => void (user = null),
    status: (status: RealtimeStatus, channel = channels.at(-1)) => channel?.onStatus(status),
    change: (change: RowChange, channel = channels.at(-1)) => channel?.onChange(change),
  };
}

export type FakeSyncBackend = ReturnType<typeof fakeSyncBackend>;

/** The backend module as tests install it: every call goes to the fake of the running test. */
export const installed: { fake: FakeSyncBackend } = { fake: fakeSyncBackend() };
export const delegatingBackend: SyncBackend = {
  userId: () => installed.fake.backend.userId(),
  select: (...args) => installed.fake.backend.select(...args),
  selectPage: (...args) => installed.fake.backend.selectPage(...args),
  subscribe: (...args) => installed.fake.backend.subscribe(...args),
};
