import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Box, Text } from '@mantine/core';
import { PlaygroundSkeleton } from '../components/PlaygroundSkeleton';
import { useRemainingHeight } from '../useRemainingHeight';
import { whenPageShown } from '@/shared/routing/prefetch';

// GraphiQL + Monaco are megabytes: a second lazy chunk, so this page's own chunk (and prefetch) stays small.
const ProjectPlayground = lazy(() => import('../components/ProjectPlayground'));

// The shell's main area pads the page by Mantine "lg" at the bottom.
const SHELL_BOTTOM_PADDING = 20;

/** /projects/:projectId/graphql — the project's GraphQL playground, filling the content area. */
export default function GraphqlPlaygroundPage() {
  const { projectId } = useParams();
  const [params] = useSearchParams();
  const initialQuery = params.get('query') ?? undefined;
  const { ref, height } = useRemainingHeight<HTMLDivElement>(SHELL_BOTTOM_PADDING);
  // Opened directly, the page shows its heading before the editor's megabytes are asked for.
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => whenPageShown(() => setPageShown(true)), []);

  return (
    <Box
      ref={ref}
      h={height}
      className="graphql-playground"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      {projectId && pageShown ? (
        <Suspense fallback={<PlaygroundSkeleton />}>
          <ProjectPlayground key={projectId} projectId={projectId} initialQuery={initialQuery} />
        </Suspense>
      ) : projectId ? (
        <PlaygroundSkeleton />
      ) : (
        <Text p="md">Loading...</Text>
      )}
    </Box>
  );
}
