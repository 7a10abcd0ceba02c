import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { makeStore, type AppStore } from '@/app/store';

type PreloadedState = Parameters<typeof makeStore>[0];

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: PreloadedState;
  /** Initial URL of the MemoryRouter. */
  route?: string;
  store?: AppStore;
}

/** Renders with the real store (makeStore), Mantine and a MemoryRouter; returns the store too. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, route = '/', store = makeStore(preloadedState), ...renderOptions } = options;
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    ),
    ...renderOptions,
  });
  return { store, ...result };
}
