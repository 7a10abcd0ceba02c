import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PlanLimitRefusal } from '@/shared/api/planLimitRefusal';
import { paths } from '@/shared/routing/paths';
import { AppLink } from './AppLink';

/**
 * A reached plan limit, explained where the user hit it: the code, the server's sentence, and the way
 * out: a bigger plan, or (a plan change refused for the usage) the usage to reduce.
 */
export function PlanLimitNotice({ title, refusal }: { title: string; refusal: PlanLimitRefusal }) {
  return (
    <Alert color="orange" variant="light" title={title} icon={<IconLock size={18} />} data-testid="plan-limit-notice">
      {refusal.codes.length > 0 && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {refusal.codes.join(', ')}
        </Text>
      )}
      <Text size="sm">{refusal.message}</Text>
      {refusal.action === 'upgrade' && (
        <Anchor component={AppLink} to={paths.settingsSubscription()} size="sm" fw={500}>
          Upgrade your plan
        </Anchor>
      )}
    </Alert>
  );
}
