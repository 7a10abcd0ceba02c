import { Badge, Button, Card, Divider, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatMoney } from '../formatMoney';
import type { Plan } from '../types';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  /** Label of the change button ("Upgrade to Pro", "Downgrade to Free"); null while the current plan is unknown. */
  changeLabel: string | null;
  onChoose: (plan: Plan) => void;
}

// A negative or missing limit means the plan does not cap it.
const limitText = (value: number | null | undefined) =>
  value === null || value === undefined || value < 0 ? 'Unlimited' : value.toLocaleString();

export function PlanCard({ plan, current, changeLabel, onChoose }: PlanCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={`${plan.name} plan`}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {plan.name}
          </Title>
          {current && (
            <Badge color="green" variant="light">
              Current plan
            </Badge>
          )}
        </Group>
        <Group gap={4} align="baseline">
          <Text fz={28} fw={700}>
            {formatMoney(plan.priceMonthly, plan.currency)}
          </Text>
          <Text c="dimmed" size="sm">
            / month
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {plan.description}
        </Text>
        <Divider />
        <List
          size="sm"
          spacing={6}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color="green">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" mt="auto">
          {limitText(plan.limits.projects)} projects · {limitText(plan.limits.sources)} sources ·{' '}
          {limitText(plan.limits.documents)} documents
        </Text>
        {current ? (
          <Button variant="default" disabled fullWidth>
            Your current plan
          </Button>
        ) : (
          <Button fullWidth disabled={changeLabel === null} onClick={() => onChoose(plan)}>
            {changeLabel ?? `Choose ${plan.name}`}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
