import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LoadingText } from '@/shared/ui/LoadingText';

/** Foundation placeholder for Project sources; the owning feature replaces it. */
export default function ProjectSourcesPage() {
  const { projectId } = useParams();
  if (!projectId) return <LoadingText />;
  return <Text c="dimmed">Project sources</Text>;
}
