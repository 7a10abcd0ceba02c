// Mantine's base sheets, layered like every component sheet (scripts/mantineStyles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
// UnstyledButton before every button-like component: a lazy chunk that brought it later would
// override their styles (Mantine's per-component CSS depends on import order).
import '@/app/tables.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import type { AppStore } from '@/app/store';
import { COLOR_SCHEME, contrastVariables, theme } from '@/app/theme';

/** Store and theme for the app and for component tests (renderWithProviders). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={contrastVariables}
        defaultColorScheme={COLOR_SCHEME}
        forceColorScheme={COLOR_SCHEME}
        // All theme variables come from the provider at runtime instead of a static stylesheet in the first load.
        deduplicateCssVariables={false}
      >
        {children}
      </MantineProvider>
    </Provider>
  );
}
