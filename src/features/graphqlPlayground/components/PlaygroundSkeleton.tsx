import { Group, Skeleton, Stack } from '@mantine/core';

/** Stand-in with GraphiQL's layout (sidebar, query editor, result pane) while its chunks load. */
export function PlaygroundSkeleton() {
  return (
    <Group
      h="100%"
      p="md"
      gap="md"
      wrap="nowrap"
      align="stretch"
      aria-busy="true"
      aria-label="Loading GraphQL playground"
    >
      <Stack w={36} gap="sm">
        <Skeleton h={28} />
        <Skeleton h={28} />
        <Skeleton h={28} />
      </Stack>
      <Skeleton flex={1} h="100%" radius="md" />
      <Skeleton flex={1} h="100%" radius="md" />
    </Group>
  );
}
