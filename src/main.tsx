import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { startSessionSync } from '@/features/session/sessionSync';
import { ToastHost } from '@/shell/ToastHost';
import '@/app/bootSplash.css';

document.title = env.appTitle;

const store = makeStore();
startSessionSync(store.dispatch);

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
