import '@/app/bootSplash.css';
import { nextTask } from '@/app/nextTask';

// The built index.html runs this once the splash has painted (public/start.js). The app then boots
// in steps, each in its own task, so that no step blocks the main thread for long on a slow phone
// (Lighthouse TBT). Each import runs its modules' code when it resolves: the step modules belong to
// the `boot` chunk group in vite.config.ts, and index.html preloads every chunk they need.
const routing = import('@/app/prefetch');
const supabaseModule = import('@/shared/supabase/client');
const apiModule = import('@/shared/api/baseApi');
const storeModule = import('@/app/store');
const sessionModule = import('@/features/session/sessionSync');
const appModule = import('@/app/mountApp');
// Only with the Redux DevTools extension (or test/devtools' recorder) on the page: src/app/devTools.ts.
const devToolsModule = '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__' in window ? import('@/app/devTools') : undefined;

/** The module once it has run, in a task of its own. */
async function loaded<T>(module: Promise<T>): Promise<T> {
  const value = await module;
  await nextTask();
  return value;
}

// The current URL's lazy routes (shell → scope → page) start loading first.
const routeCode = (await loaded(routing)).prefetchCurrentRoute();
await nextTask();
(await loaded(supabaseModule)).getSupabase();
await loaded(apiModule); // createApi runs in this step
const devTools = devToolsModule && (await loaded(devToolsModule)).devToolsOptions;
const store = (await loaded(storeModule)).makeStore(undefined, devTools);
await nextTask();
(await loaded(sessionModule)).startSessionSync(store.dispatch);
await nextTask();
// Mounted once the URL's route code is there, the routes render at once (preloadedLazy): a route that
// suspended would show its fallback, and React reveals it only after its fallback throttle (the splash stays).
await routeCode;
(await loaded(appModule)).mountApp(store);
