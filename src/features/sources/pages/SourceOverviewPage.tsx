import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { SimpleGrid, Stack } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceById } from '../sourcesSlice';
import { useOAuthReturn } from '../useOAuthReturn';
import { ConnectionCard } from '../components/ConnectionCard';
import { EntrypointCard } from '../components/EntrypointCard';
import { IndexingControls } from '../components/IndexingControls';
import { NextStepCard } from '../components/NextStepCard';
import { RunsCard } from '../components/RunsCard';
import { ScheduleSelect } from '../components/ScheduleSelect';
import { PushQuickStart } from '../components/PushQuickStart';
import { SimulatedContentNotice } from '../components/SimulatedContentNotice';

/** /projects/:projectId/sources/:sourceId — connection, entrypoint, the indexing Controls and Runs. */
export default function SourceOverviewPage() {
  const { projectId = '', sourceId = '' } = useParams();
  const { hash } = useLocation();
  const source = useAppSelector((state) => selectSourceById(state, sourceId));
  const oauth = useOAuthReturn(projectId, sourceId);

  // The Controls tab is this page's #controls section.
  useEffect(() => {
    if (hash === '#controls') document.getElementById('controls')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  if (!source) return null;
  return (
    <Stack gap="lg">
      <NextStepCard source={source} />
      <SimulatedContentNotice source={source} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ConnectionCard source={source} completing={oauth.isLoading} />
        <EntrypointCard source={source} />
      </SimpleGrid>
      {source.type === 'push_api' && <PushQuickStart source={source} />}
      <IndexingControls source={source} />
      <ScheduleSelect source={source} />
      <RunsCard source={source} />
    </Stack>
  );
}
