import { Badge } from '@mantine/core';
import type { DocumentStatus } from '../types';

const COLORS: Record<DocumentStatus, string> = { INDEXED: 'green', FAILED: 'red', SKIPPED: 'orange' };

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-document-status={status}>
      {status.charAt(0) + status.slice(1).toLowerCase()}
    </Badge>
  );
}
