import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { tableActions } from '@/shared/supabase/tableActions';
import { tableSyncApi } from '@/shared/supabase/tableSyncApi';
import { routeChanged } from '@/features/ui/uiSlice';
import { userChanged } from '@/features/session/sessionSlice';
import { AppShell } from '@/shell/AppShell';
import { renderWithProviders } from '../utils/renderWithProviders';

// The table syncs' cache entries open no channel here: nobody is signed in to Supabase.
vi.mock('@/shared/supabase/syncBackend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  supabaseSyncBackend: { userId: async () => null },
}));

const user = { id: 'u1', email: 'ada@example.com', user_metadata: { name: 'Ada Lovelace' } };

function renderShell(content = <p>page content</p>) {
  const result = renderWithProviders(<AppShell>{content}</AppShell>);
  act(() => {
    result.store.dispatch(userChanged(user));
    result.store.dispatch(tableActions('projects').upserted({ id: 'p1', name: 'Alpha' }));
    result.store.dispatch(
      tableActions('sources').upserted({
        id: 's1',
        project_id: 'p1',
        name: 'Team Drive',
        provider: 'google',
        type: 'google_drive',
        custom: null,
      }),
    );
  });
  return result;
}

describe('AppShell', () => {
  it('shows skeletons until the UI is ready', () => {
    renderWithProviders(
      <AppShell>
        <p>page content</p>
      </AppShell>,
    );
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText('page content')).toBeNull();
  });

  it('renders wordmark, beta tag, breadcrumbs, heading, subtitle and tab rows for a source route', () => {
    const { store } = renderShell();
    act(() => {
      store.dispatch(
        routeChanged({
          pathname: '/projects/p1/sources/s1/settings/enhancements',
          hash: '',
          projectId: 'p1',
          sourceId: 's1',
          handle: { navGroup: 'source', item: 'settings', subItem: 'enhancements', subtitle: 'Source settings' },
        }),
      );
    });
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('beta')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getAllByRole('link');
    expect(crumbs.map((link) => link.textContent)).toEqual(['Ada Lovelace', 'Alpha', 'Team Drive']);
    expect(crumbs[0].getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team Drive');
    expect(screen.getByText('Source settings')).toBeTruthy();
    const section = screen.getByRole('navigation', { name: 'Section' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Logs', 'Settings', 'Documents']);
    expect(section.querySelector('[aria-current="page"]')?.textContent).toBe('Settings');
    const sub = screen.getByRole('navigation', { name: 'Subsection' });
    expect(sub.querySelector('[aria-current="page"]')?.textContent).toBe('Enhancements');
    const docs = screen.getByRole('link', { name: /Docs/ });
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('shows "Live" and "Reconnecting…" from the sync status', async () => {
    const { store } = renderShell();
    const status = screen.getByTestId('realtime-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    const upsert = (table: string, column: string, live: boolean) =>
      tableSyncApi.util.upsertQueryData(
        'syncTable',
        { table, scope: column ? { column, value: 's1' } : null },
        { live },
      );
    // RTK Query's results reach subscribers on the next frame (its auto-batching).
    act(() => void store.dispatch(upsert('projects', '', true)));
    await waitFor(() => expect(status.textContent).toBe('Live'));
    act(() => void store.dispatch(upsert('sources', 'id', false)));
    await waitFor(() => expect(status.textContent).toBe('Reconnecting…'));
  });

  it('catches a crashing page and recovers with "Try again"', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Flaky() {
      const [, rerender] = useState(0);
      if (crash) throw new Error('Boom');
      return <button onClick={() => rerender(1)}>recovered</button>;
    }
    renderShell(<Flaky />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    crash = false;
    await user.click(retry);
    expect(screen.getByRole('button', { name: 'recovered' })).toBeTruthy();
  });
});
