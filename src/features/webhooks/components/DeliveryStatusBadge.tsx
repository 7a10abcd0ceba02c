import { Badge } from '@mantine/core';
import type { DeliveryStatus } from '../deliveryTypes';

const COLORS: Record<DeliveryStatus, string> = {
  PENDING: 'blue',
  RETRYING: 'orange',
  SUCCEEDED: 'green',
  FAILED: 'red',
};

const LABELS: Record<DeliveryStatus, string> = {
  PENDING: 'Pending',
  RETRYING: 'Retrying',
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {LABELS[status]}
    </Badge>
  );
}
