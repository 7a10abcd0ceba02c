import { memo } from 'react';
import { Card, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useAppSelector } from '@/shared/store/hooks';
import { paths } from '@/shared/routing/paths';
import { selectProjectById } from '../projectsSlice';
import { regionLabel } from '../regions';
import { ProjectStateBadge } from './ProjectStateBadge';
import { formatDay } from '@/shared/lib/formatDate';
import { AppLink } from '@/shared/ui/AppLink';

/** One project tile; selects its own row so a realtime change re-renders only this card. */
export const ProjectCard = memo(function ProjectCard({ projectId }: { projectId: string }) {
  const project = useAppSelector((state) => selectProjectById(state, projectId));
  if (!project) return null;
  const description = project.settings.description?.trim();
  return (
    <Card
      component={AppLink}
      to={paths.project(project.id)}
      withBorder
      radius="md"
      padding="lg"
      aria-label={`Open project ${project.name}`}
      // The whole card is the link: Mantine's keyboard focus ring, as its buttons have.
      className="mantine-focus-auto"
      style={{ height: '100%' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Text fw={600} truncate="end">
          {project.name}
        </Text>
        {project.state !== 'active' && <ProjectStateBadge state={project.state} />}
      </Group>
      <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
        {description || 'No description'}
      </Text>
      <Group justify="space-between" mt="md" gap="xs">
        <Group gap={4} c="dimmed">
          <IconMapPin size={14} aria-hidden />
          <Text size="xs">{regionLabel(project.settings.region)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          Created {formatDay(project.created_at)}
        </Text>
      </Group>
    </Card>
  );
});
