import { Group, Skeleton, Stack } from '@mantine/core';

/** Placeholders while the UI is not ready. */
export function ShellSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="40%" />
      <Group gap="xs">
        <Skeleton height={30} width={90} />
        <Skeleton height={30} width={90} />
        <Skeleton height={30} width={90} />
      </Group>
      <Skeleton height={16} />
      <Skeleton height={16} />
      <Skeleton height={16} width="70%" />
    </Stack>
  );
}
