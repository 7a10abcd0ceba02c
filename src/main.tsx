import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { startSessionSync } from '@/features/session/sessionSync';
import { ToastHost } from '@/shell/ToastHost';

document.title = env.appTitle;

const store = makeStore();
startSessionSync(store.dispatch);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <ToastHost />
    </AppProviders>
  </StrictMode>,
);
