import { Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface Identifier {
  label: string;
  value: string;
}

/** Ids and endpoint URLs a developer pastes into code or a terminal, each with a copy button. */
export function IdentifiersCard({ items }: { items: Identifier[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="identifiers-title">
      <Title order={2} size="h4" id="identifiers-title" mb="md">
        Identifiers
      </Title>
      <Stack gap="sm">
        {items.map(({ label, value }) => (
          <Stack gap={4} key={label}>
            <Text size="sm" fw={500}>
              {label}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Code>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    aria-label={copied ? `${label} copied` : `Copy ${label}`}
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
