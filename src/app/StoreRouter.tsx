import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type NavigationType, type Navigator } from 'react-router-dom';
import { browserHistory, toStoreLocation } from '@/app/browserHistory';
import { locationChanged, selectLocation } from '@/shared/routing/routerSlice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { isTimeTravelling } from '@/shared/store/timeTravel';

/**
 * BrowserRouter with the location read from the store: history changes are recorded as
 * `router/locationChanged`, and the routes render the store's location, so a DevTools jump renders
 * that moment's page. While jumped, navigation is ignored (nothing leaves the app).
 */
export function StoreRouter({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  // The routes follow the store in a transition, as BrowserRouter's do: the current page stays until
  // the next one's lazy code has arrived instead of flashing the Suspense fallback.
  const [shown, setShown] = useState(location);
  useEffect(() => {
    if (location !== shown) startTransition(() => setShown(location));
  }, [location, shown]);

  useLayoutEffect(
    () =>
      browserHistory.listen(({ action, location: next }) => {
        if (!isTimeTravelling()) dispatch(locationChanged(toStoreLocation(next, action)));
      }),
    [dispatch],
  );

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: browserHistory.createHref,
      encodeLocation: browserHistory.encodeLocation,
      go: (delta) => {
        if (!isTimeTravelling()) browserHistory.go(delta);
      },
      push: (to, state) => {
        if (!isTimeTravelling()) browserHistory.push(to, state);
      },
      replace: (to, state) => {
        if (!isTimeTravelling()) browserHistory.replace(to, state);
      },
    }),
    [],
  );

  if (!shown) return null;
  return (
    <Router location={shown} navigationType={shown.action as NavigationType} navigator={navigator}>
      {children}
    </Router>
  );
}
