import type { ReactNode } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface DangerZoneCardProps {
  /** Id of the heading that names the section (aria-labelledby). */
  titleId: string;
  /** Heading and button label, e.g. "Delete project". */
  title: string;
  description: string;
  onAction: () => void;
  /** The confirmation dialog the button opens. */
  children: ReactNode;
}

/** A red-bordered section with one destructive action that opens a confirmation dialog. */
export function DangerZoneCard({ titleId, title, description, onAction, children }: DangerZoneCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onAction}>
          {title}
        </Button>
      </Group>
      {children}
    </Card>
  );
}
