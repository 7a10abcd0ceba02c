import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconListCheck } from '@tabler/icons-react';
import { nextStep } from '../nextStep';
import type { Source } from '../types';

/** The overview's first line for a source that is not indexed yet: what to do next, and where. */
export function NextStepCard({ source }: { source: Source }) {
  const step = nextStep(source);
  if (!step) return null;
  const go = () => {
    const section = document.getElementById(step.section);
    section?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // Focus where the step starts: its field if it has one, else its first control.
    const control =
      section?.querySelector<HTMLElement>('input:not(:disabled)') ??
      section?.querySelector<HTMLElement>('button:not(:disabled), a[href]');
    control?.focus({ preventScroll: true });
  };
  return (
    <Alert
      variant="light"
      color="violet"
      icon={<IconListCheck size={18} />}
      data-testid="next-step"
      // Named "Next step" only, not by its title, which repeats the names of the sections it points to.
      role="region"
      aria-label="Next step"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={700}>
          {step.title}
        </Text>
        <Text size="sm">{step.text}</Text>
        <Button size="compact-sm" variant="light" rightSection={<IconArrowDown size={14} />} onClick={go}>
          {step.action}
        </Button>
      </Stack>
    </Alert>
  );
}
