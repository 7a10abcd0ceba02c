import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import { AppLink } from '@/shared/ui/AppLink';

interface ScopeMissingProps {
  title: string;
  description: ReactNode;
  backTo: string;
  backLabel: string;
  failed?: boolean;
}

/** The panel for a project or source that does not exist (or could not be read); loaded only when shown (LazyScopeMissing). */
export default function ScopeMissing({ title, description, backTo, backLabel, failed = false }: ScopeMissingProps) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      color={failed ? 'red' : undefined}
      icon={failed ? <IconAlertTriangle size={28} /> : <IconMoodEmpty size={28} />}
    >
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={AppLink} to={backTo} variant="light">
          {backLabel}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
