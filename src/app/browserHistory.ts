import { UNSAFE_createBrowserHistory, type Location } from 'react-router-dom';
import type { StoreLocation } from '@/shared/routing/routerSlice';

// The router's location lives in the store through a binding of a few lines (this file
// and StoreRouter) over react-router's own browser history, the one BrowserRouter creates, rather
// than redux-first-history: the first load has little headroom and this adds no dependency.
export const browserHistory = UNSAFE_createBrowserHistory({ v5Compat: true });

export function toStoreLocation(location: Location, action: StoreLocation['action']): StoreLocation {
  const { pathname, search, hash, state, key } = location;
  return { pathname, search, hash, state: state ?? null, key, action };
}
