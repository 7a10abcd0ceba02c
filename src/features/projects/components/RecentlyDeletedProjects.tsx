import { useState } from 'react';
import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { useRestoreDeletedProjectMutation } from '../projectsApi';
import { RESTORE_WINDOW_DAYS, RESTORE_WINDOW_MS } from '@contract/constants';
import { selectRecentlyDeletedProjects } from '../projectsSlice';
import type { Project } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysLeft(project: Project, now: number): number {
  if (!project.deleted_at) return RESTORE_WINDOW_DAYS;
  return Math.max(1, Math.ceil((Date.parse(project.deleted_at) + RESTORE_WINDOW_MS - now) / DAY_MS));
}

/** Deleted projects that can still come back (within the restore window), each with a Restore button. */
export function RecentlyDeletedProjects() {
  const [now] = useState(() => Date.now());
  const projects = useAppSelector((state) => selectRecentlyDeletedProjects(state, now));
  if (projects.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recently-deleted-title">
      <Title order={2} size="h5" id="recently-deleted-title">
        Recently deleted
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {`Deleted projects can be restored for ${RESTORE_WINDOW_DAYS} days, with their sources and keys.`}
      </Text>
      <Stack gap={0}>
        {projects.map((project, index) => (
          <div key={project.id}>
            {index > 0 && <Divider />}
            <DeletedProjectRow project={project} remainingDays={daysLeft(project, now)} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}

function DeletedProjectRow({ project, remainingDays }: { project: Project; remainingDays: number }) {
  const [restore, { isLoading }] = useRestoreDeletedProjectMutation();
  return (
    <Group justify="space-between" py="sm" wrap="nowrap">
      <div>
        <Text fw={500}>{project.name}</Text>
        <Text size="xs" c="dimmed">
          {remainingDays === 1 ? 'Last day to restore' : `${remainingDays} days left to restore`}
        </Text>
      </div>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconRestore size={14} />}
        loading={isLoading}
        onClick={() => void restore({ projectId: project.id })}
        aria-label={`Restore ${project.name}`}
      >
        Restore
      </Button>
    </Group>
  );
}
