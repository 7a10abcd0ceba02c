import { useEffect } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/features/session/sessionSlice';
import { selectRoute } from '@/features/ui/uiSlice';
import { useScopeNames } from '@/shell/useScopeNames';
import { rememberPlace } from './recentPlaces';

const LOADING = 'Loading...';

/** Adds each page the user settles on to their Recent places, named as its heading names it. */
export function useRecordRecentPlace() {
  const userId = useAppSelector(selectUser)?.id;
  const route = useAppSelector(selectRoute);
  const names = useScopeNames();
  const pathname = route?.pathname;
  const handle = route?.handle;
  const scope = route?.sourceId ? names.source : route?.projectId ? names.project : null;
  const page = handle?.subtitle ?? handle?.title;
  // Pages with no name yet (loading), missing scopes and the not-found page are not places to return to.
  const label =
    scope === LOADING || (route?.projectId && !scope) || !page ? null : [scope, page].filter(Boolean).join(' · ');

  useEffect(() => {
    if (userId && pathname && label) rememberPlace(userId, { path: pathname, label });
  }, [userId, pathname, label]);
}
