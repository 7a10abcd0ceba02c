import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PlanLimitRefusal } from '@/shared/api/planLimitRefusal';
import { paths } from '@/shared/routing/paths';
import { AppLink } from './AppLink';

/** A reached plan limit, explained where the user hit it, with the way to a bigger plan. */
export function PlanLimitNotice({ title, refusal }: { title: string; refusal: PlanLimitRefusal }) {
  return (
    <Alert color="orange" variant="light" title={title} icon={<IconLock size={18} />} data-testid="plan-limit-notice">
      <Text size="sm">{refusal.message}</Text>
      <Anchor component={AppLink} to={paths.settingsSubscription()} size="sm" fw={500}>
        Upgrade your plan
      </Anchor>
    </Alert>
  );
}
