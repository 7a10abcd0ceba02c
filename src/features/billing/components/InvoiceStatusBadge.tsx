import { Badge } from '@mantine/core';
import type { Invoice } from '../types';

const colors: Record<Invoice['status'], string> = { paid: 'green', open: 'blue', void: 'gray' };

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  return (
    <Badge variant="light" color={colors[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}
