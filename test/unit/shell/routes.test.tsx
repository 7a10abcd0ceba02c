import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { renderWithProviders } from '../utils/renderWithProviders';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const signedOut = { session: { user: null, resolved: true } };

describe('routes', () => {
  it('send a signed-out visit of an app route to /login?next=<path>', async () => {
    renderWithProviders(
      <>
        <App />
        <Where />
      </>,
      { route: '/projects/p1/settings?tab=x', preloadedState: signedOut },
    );
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/login?next=${encodeURIComponent('/projects/p1/settings?tab=x')}`,
      ),
    );
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeTruthy();
  });

  it('/_app leads to the projects page', async () => {
    renderWithProviders(
      <>
        <App />
        <Where />
      </>,
      { route: '/_app', preloadedState: signedOut },
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?next=%2Fprojects'));
  });

  it('reports the current route and its handle to the store', async () => {
    const { store } = renderWithProviders(<App />, { route: '/login', preloadedState: signedOut });
    await waitFor(() => expect(store.getState().ui.route?.pathname).toBe('/login'));
    expect(store.getState().ui.route).toMatchObject({ handle: { navGroup: 'none' }, projectId: null, sourceId: null });
  });
});
