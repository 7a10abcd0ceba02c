import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import type { AppStore } from '@/app/store';
import { ToastHost } from '@/shell/ToastHost';

/** Renders the app into #root, replacing the boot splash of index.html. */
export function mountApp(store: AppStore): void {
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React yield to the browser every few milliseconds while it mounts the app, so
  // the first render is no long task that blocks input (Lighthouse TBT on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          <ToastHost />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
