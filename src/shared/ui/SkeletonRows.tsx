import { Skeleton, Stack, type MantineSpacing } from '@mantine/core';

interface SkeletonRowsProps {
  /** What is loading, for screen readers ("Loading requests"). */
  label: string;
  rows: number;
  height: number;
  gap?: MantineSpacing | number;
  radius?: MantineSpacing;
}

/** The placeholder of a list whose first rows are on their way: busy, named, and shaped like its rows. */
export function SkeletonRows({ label, rows, height, gap = 'xs', radius }: SkeletonRowsProps) {
  return (
    <Stack gap={gap} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} height={height} radius={radius} />
      ))}
    </Stack>
  );
}
