import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { tableActions } from '@/shared/supabase/tableActions';
import uiSlice, { routeChanged } from '@/features/ui/uiSlice';
import { userChanged } from '@/features/session/sessionSlice';

const user = { id: 'u1', email: 'a@b.co', user_metadata: { name: 'Ada' } };
const route = (
  pathname: string,
  handle: Parameters<typeof routeChanged>[0]['handle'],
  ids: { projectId?: string; sourceId?: string } = {},
  hash = '',
) => routeChanged({ pathname, hash, projectId: ids.projectId ?? null, sourceId: ids.sourceId ?? null, handle });

describe('ui slice', () => {
  it('is ready when a user exists and records "User is null" when not', () => {
    let state = uiSlice.reducer(undefined, userChanged(user));
    expect(state).toMatchObject({ ready: true, error: null });
    state = uiSlice.reducer(state, userChanged(null));
    expect(state).toMatchObject({ ready: false, error: 'User is null' });
  });

  it('"ui/routeChanged" stores the route', () => {
    const action = route('/projects', { navGroup: 'projects', title: 'Projects' });
    expect(action.type).toBe('ui/routeChanged');
    expect(uiSlice.reducer(undefined, action).route?.pathname).toBe('/projects');
  });
});

describe('route listener', () => {
  it('recomputes nav group, active item and sub-item on every route change', () => {
    const store = makeStore();
    store.dispatch(
      route(
        '/projects/p1/settings/developer',
        { navGroup: 'project', item: 'settings', subItem: 'developer' },
        { projectId: 'p1' },
      ),
    );
    expect(store.getState().ui).toMatchObject({ navGroup: 'project', activeItem: 4, activeSubItem: 1 });
    store.dispatch(route('/settings/billing', { navGroup: 'account', item: 'billing' }));
    expect(store.getState().ui).toMatchObject({ navGroup: 'account', activeItem: 3, activeSubItem: -1 });
    store.dispatch(
      route(
        '/projects/p1/sources/s1',
        { navGroup: 'source', item: 'overview' },
        { projectId: 'p1', sourceId: 's1' },
        '#controls',
      ),
    );
    expect(store.getState().ui).toMatchObject({ navGroup: 'source', activeItem: 0, activeSubItem: 0 });
    store.dispatch(route('/nowhere', { navGroup: 'none' }));
    expect(store.getState().ui).toMatchObject({ navGroup: 'none', activeItem: -1, activeSubItem: -1 });
  });

  it('resolves the project and source names from the synced rows, and follows renames', () => {
    const store = makeStore();
    const projects = tableActions<Record<string, unknown> & { id: string }>('projects');
    const sources = tableActions<Record<string, unknown> & { id: string }>('sources');
    store.dispatch(
      route('/projects/p1/sources/s1/logs', { navGroup: 'source', item: 'logs' }, { projectId: 'p1', sourceId: 's1' }),
    );
    expect(store.getState().ui).toMatchObject({ projectName: null, sourceName: null });
    store.dispatch(projects.upserted({ id: 'p1', name: 'Alpha', updated_at: '2026-01-01T00:00:00Z' }));
    store.dispatch(
      sources.upserted({
        id: 's1',
        project_id: 'p1',
        name: '',
        provider: 'google',
        type: 'google_drive',
        custom: null,
        updated_at: '2026-01-01T00:00:00Z',
      }),
    );
    expect(store.getState().ui).toMatchObject({ projectName: 'Alpha', sourceName: 'Unnamed Google Drive source' });
    store.dispatch(projects.upserted({ id: 'p1', name: 'Beta', updated_at: '2026-01-02T00:00:00Z' }));
    expect(store.getState().ui.projectName).toBe('Beta');
    store.dispatch(route('/projects', { navGroup: 'projects' }));
    expect(store.getState().ui).toMatchObject({ projectName: null, sourceName: null });
  });
});
