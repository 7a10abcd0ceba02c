import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useBillingPortal } from '../useBillingPortal';

/** "Manage billing": opens the billing portal (see useBillingPortal). */
export function BillingPortalButton() {
  const portal = useBillingPortal();
  return (
    <Button leftSection={<IconExternalLink size={16} />} loading={portal.busy} onClick={() => void portal.open()}>
      Manage billing
    </Button>
  );
}
