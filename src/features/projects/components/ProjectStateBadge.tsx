import { Badge } from '@mantine/core';
import type { ProjectState } from '../types';

const LOOK: Record<ProjectState, { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  paused: { color: 'orange', label: 'Paused' },
  restoring: { color: 'blue', label: 'Restoring' },
  deleted: { color: 'red', label: 'Deleted' },
};

export function ProjectStateBadge({ state }: { state: ProjectState }) {
  const look = LOOK[state] ?? { color: 'gray', label: state };
  return (
    <Badge color={look.color} variant="light" size="sm">
      {look.label}
    </Badge>
  );
}
