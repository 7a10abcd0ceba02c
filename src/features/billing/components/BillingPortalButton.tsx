import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useAppDispatch } from '@/shared/store/hooks';
import { toastAdded } from '@/shared/toasts/toastsSlice';
import { BILLING_PORTAL_FAILURE, useCreateBillingPortalSessionMutation } from '../billingApi';
import { followPortalUrl } from '../portalRedirect';

/** Creates a billing-portal session and goes there; only an http(s) URL is ever followed. */
export function BillingPortalButton() {
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

  return (
    <Button leftSection={<IconExternalLink size={16} />} loading={session.isLoading || leaving} onClick={open}>
      Manage billing
    </Button>
  );
}
