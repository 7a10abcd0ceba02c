import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import type { AppStore } from '@/app/store';
import { browserHistory, toStoreLocation } from '@/app/browserHistory';
import { StoreRouter } from '@/app/StoreRouter';
import { locationChanged } from '@/shared/routing/routerSlice';
import { ToastHost } from '@/shell/ToastHost';

/** Renders the app into #root, replacing the boot splash of index.html. */
export function mountApp(store: AppStore): void {
  // The address the app was opened at is the store's first location (and a recording's).
  store.dispatch(locationChanged(toStoreLocation(browserHistory.location, 'POP')));
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React yield to the browser every few milliseconds while it mounts the app, so
  // the first render is no long task that blocks input (Lighthouse TBT on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <StoreRouter>
            <App />
          </StoreRouter>
          <ToastHost />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
