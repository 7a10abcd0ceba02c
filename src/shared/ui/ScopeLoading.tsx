import { Center, Group, Loader, Text } from '@mantine/core';

/** Scoped pages show "Loading..." while their project or source is unresolved. */
export function ScopeLoading() {
  return (
    <Center py="xl">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text c="dimmed">Loading...</Text>
      </Group>
    </Center>
  );
}
