import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LoadingText } from '@/shared/ui/LoadingText';

/** Foundation placeholder for Source logs; the owning feature replaces it. */
export default function SourceLogsPage() {
  const { projectId, sourceId } = useParams();
  if (!projectId || !sourceId) return <LoadingText />;
  return <Text c="dimmed">Source logs</Text>;
}
