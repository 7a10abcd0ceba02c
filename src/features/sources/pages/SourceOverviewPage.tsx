import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LoadingText } from '@/shared/ui/LoadingText';

/** Foundation placeholder for Source overview; the owning feature replaces it. */
export default function SourceOverviewPage() {
  const { projectId, sourceId } = useParams();
  if (!projectId || !sourceId) return <LoadingText />;
  return <Text c="dimmed">Source overview</Text>;
}
