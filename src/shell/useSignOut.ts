import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { useAppDispatch } from '@/shared/store/hooks';
import { signOut } from '@/features/session/sessionThunks';

/** Signs out and goes to /; the account menu and the command palette share it. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await dispatch(signOut());
    navigate(paths.root);
  };
}
