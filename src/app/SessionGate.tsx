import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSessionResolved, selectUser } from '@/features/session/sessionSlice';

/** App routes need a user: signed out → /login?next=<path>; until known the shell shows skeletons. */
export function SessionGate() {
  const resolved = useAppSelector(selectSessionResolved);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (resolved && !user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
