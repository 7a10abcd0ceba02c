import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppLink } from '@/shared/ui/AppLink';

/** A scoped page whose row does not exist (or is not the user's). */
export function MissingPanel({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      It may have been deleted, or it belongs to another account. <AppLink to={backTo}>{backLabel}</AppLink>
    </Alert>
  );
}
