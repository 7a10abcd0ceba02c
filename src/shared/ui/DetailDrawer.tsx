import type { ReactNode } from 'react';
import { Drawer, Stack, Text, Title } from '@mantine/core';

/** Text from outside (titles, queries, errors) wraps anywhere and keeps its line breaks. */
export const wrapAnywhere = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

interface DetailDrawerProps {
  /** What the drawer shows ("Request"): its title and its close button's name. */
  label: string;
  /** The item's name as the drawer's heading; null when no item is open (the drawer is closed). */
  heading: string | null;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  headingTestId?: string;
}

/** The right-hand drawer that shows one item: its name as a heading, then its fields. */
export function DetailDrawer({ label, heading, onClose, children, testId, headingTestId }: DetailDrawerProps) {
  return (
    <Drawer
      opened={heading !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={label}
      closeButtonProps={{ 'aria-label': `Close ${label.toLowerCase()}` }}
    >
      {heading !== null && (
        <Stack gap="md" data-testid={testId}>
          <Title order={2} size="h4" style={wrapAnywhere} data-testid={headingTestId}>
            {heading}
          </Title>
          {children}
        </Stack>
      )}
    </Drawer>
  );
}

/** One labelled field of a DetailDrawer. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
