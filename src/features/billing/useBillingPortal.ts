import { useState } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastAdded } from '@/shared/toasts/toastsSlice';
import { BILLING_PORTAL_FAILURE, useCreateBillingPortalSessionMutation } from './billingApi';
import { followPortalUrl } from './portalRedirect';

/**
 * Creates a billing-portal session and goes there; only an http(s) URL is ever followed. Shared by
 * the "Manage billing" button and the command palette's action.
 */
export function useBillingPortal() {
  const dispatch = useAppDispatch();
  const [createSession, session] = useCreateBillingPortalSessionMutation();
  // Stays busy after success until the browser has left the page.
  const [leaving, setLeaving] = useState(false);

  const open = async () => {
    const request = createSession();
    const result = await request;
    if (!result.data) return;
    // The session URL is a short-lived login link: drop it from the mutation cache once read.
    request.reset();
    if (followPortalUrl(result.data.url)) setLeaving(true);
    else
      dispatch(
        toastAdded({
          variant: 'error',
          message: BILLING_PORTAL_FAILURE,
          extra: 'The billing portal address is not valid',
        }),
      );
  };

  return { open, busy: session.isLoading || leaving };
}
