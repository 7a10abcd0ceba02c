import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastAdded } from '@/shared/toasts/toastsSlice';
import { claimOAuthState, readOAuthReturn, withoutOAuthParams } from './oauthReturn';
import { useConnectSourceMutation } from './sourcesApi';
import { SOURCE_CALL_FAILURE } from './sourceCallFailure';

/**
 * Completes a provider login on return: `?code=&state=` is exchanged once with connect
 * `{ code, state }` (its success toast); `?error=` is reported. The query is then stripped.
 */
export function useOAuthReturn(projectId: string, sourceId: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [connect, status] = useConnectSourceMutation({ fixedCacheKey: `oauth-return:${sourceId}` });

  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const returned = readOAuthReturn(search);
    if (!returned) return;
    const strip = () =>
      navigate(
        { pathname: location.pathname, search: withoutOAuthParams(search), hash: location.hash },
        { replace: true },
      );
    if (returned.kind === 'error') {
      dispatch(
        toastAdded({
          variant: 'error',
          message: SOURCE_CALL_FAILURE,
          extra: returned.description ?? `The provider did not connect the source (${returned.error})`,
        }),
      );
      strip();
      return;
    }
    if (!claimOAuthState(returned.state)) return;
    void connect({ projectId, sourceId, body: { code: returned.code, state: returned.state } }).finally(strip);
  }, [location, navigate, dispatch, connect, projectId, sourceId]);

  return status;
}
