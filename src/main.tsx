import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { AppProviders } from '@/app/AppProviders';
import { createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { startSessionSync } from '@/features/session/sessionSync';
import { ToastHost } from '@/shell/ToastHost';

document.title = env.appTitle;

const store = makeStore();
startSessionSync(store.dispatch);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
      <ToastHost />
    </AppProviders>
  </StrictMode>,
);
