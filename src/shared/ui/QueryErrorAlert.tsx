import type { ReactNode } from 'react';
import { Alert, Button, type MantineSpacing } from '@mantine/core';
import { failureTitleOf } from '@/shared/ui/ServerErrorAlert';

interface QueryErrorAlertProps {
  /** The query's error: its title is the endpoint's failure title. */
  error: unknown;
  /** What could not be loaded, in a sentence. */
  children: ReactNode;
  /** Refetches; the "Try again" action is left out when this is absent. */
  onRetry?: () => void;
  mb?: MantineSpacing;
}

/** A failed read in place of its content, with a retry. */
export function QueryErrorAlert({ error, children, onRetry, mb }: QueryErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={failureTitleOf(error)} mb={mb}>
      {children}{' '}
      {onRetry && (
        <Button variant="subtle" size="compact-sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
