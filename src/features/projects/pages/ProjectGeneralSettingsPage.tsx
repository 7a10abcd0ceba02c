import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectProjectById } from '../projectsSlice';
import { DeleteProjectCard } from '../components/DeleteProjectCard';
import { GeneralSettingsForm } from '../components/GeneralSettingsForm';
import { env } from '@/shared/config/env';
import { IdentifiersCard } from '@/shared/ui/IdentifiersCard';

/** /projects/:projectId/settings — ProjectScope guarantees the project is loaded. */
export default function ProjectGeneralSettingsPage() {
  const { projectId = '' } = useParams();
  const project = useAppSelector((state) => selectProjectById(state, projectId));
  if (!project) return null;
  return (
    <Stack gap="lg">
      <GeneralSettingsForm project={project} />
      <IdentifiersCard
        items={[
          { label: 'Project ID', value: project.id },
          { label: 'GraphQL endpoint', value: `${env.graphqlUrl}/${encodeURIComponent(project.id)}` },
        ]}
      />
      <DeleteProjectCard project={project} />
    </Stack>
  );
}
