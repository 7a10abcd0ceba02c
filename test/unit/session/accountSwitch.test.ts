import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { projectsActions, selectAllProjects } from '@/features/projects/projectsSlice';
import type { Project } from '@/features/projects/types';
import { userChanged, type SessionUser } from '@/shared/session/sessionEvents';
import { clearAccountStorage } from '@/shared/session/clearAccountStorage';

const user = (id: string): SessionUser => ({ id, email: `${id}@example.com`, user_metadata: {} });

const row: Project = {
  id: 'p1',
  owner_id: 'a',
  name: 'First account project',
  state: 'active',
  settings: {},
  deleted_at: null,
  created_at: '2025-06-01T00:00:00Z',
  updated_at: '2025-06-01T00:00:00Z',
};

describe('account switch', () => {
  it('drops the previous account’s rows when the user changes or signs out, not on the first resolution', () => {
    const store = makeStore();
    store.dispatch(projectsActions.replaced({ scope: null, rows: [row] }));
    store.dispatch(userChanged(user('a')));
    expect(selectAllProjects(store.getState())).toHaveLength(1);

    store.dispatch(userChanged(user('b')));
    expect(selectAllProjects(store.getState())).toEqual([]);
    expect(store.getState().session.user?.id).toBe('b');

    store.dispatch(projectsActions.replaced({ scope: null, rows: [{ ...row, owner_id: 'b' }] }));
    store.dispatch(userChanged(user('b')));
    expect(selectAllProjects(store.getState())).toHaveLength(1);
    store.dispatch(userChanged(null));
    expect(selectAllProjects(store.getState())).toEqual([]);
  });

  it('clears what the browser remembers of the account and nothing else', () => {
    localStorage.setItem('playground:p1:graphiql:headers', '{"x-api-key":"secret"}');
    localStorage.setItem('dashboard.recent.a', '[]');
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    clearAccountStorage();
    expect(localStorage.getItem('playground:p1:graphiql:headers')).toBeNull();
    expect(localStorage.getItem('dashboard.recent.a')).toBeNull();
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
  });
});
