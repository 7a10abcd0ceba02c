import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUi } from '@/features/ui/uiSlice';
import { SCOPE_LOADING, useScopeNames } from '@/shell/useScopeNames';
import { selectProjectById } from '@/features/projects/projectsSlice';

/** The project or source name with the route's subtitle, or the page title outside projects. */
export function PageHeading() {
  const { navGroup, route } = useAppSelector(selectUi);
  const names = useScopeNames();
  const handle = route?.handle;
  const projectState = useAppSelector((state) =>
    route?.projectId ? selectProjectById(state, route.projectId)?.state : undefined,
  );
  if (!handle) return null;
  // A project or source that does not exist gets no heading: its page says so itself.
  const title = navGroup === 'source' ? names.source : navGroup === 'project' ? names.project : handle.title;
  if (!title) return null;
  // A name still on its way is a placeholder the heading's size, not "Loading..." as the page's title.
  if (title === SCOPE_LOADING)
    return (
      <Stack gap={2} data-testid="page-heading" aria-busy="true" aria-label="Loading the name">
        <Skeleton height={32} width={240} maw="100%" radius="sm" />
        {handle.subtitle && <Text c="dimmed">{handle.subtitle}</Text>}
      </Stack>
    );
  return (
    <Stack gap={2} data-testid="page-heading">
      <Group gap="sm" wrap="nowrap" align="center">
        <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {/* Every page of a paused project says so, also once its notice is closed. */}
        {(navGroup === 'project' || navGroup === 'source') &&
          (projectState === 'paused' || projectState === 'restoring') && (
            // Text, not Mantine's Badge: the shell is on every first load, and the Badge styles are not.
            <Text
              span
              size="xs"
              fw={700}
              tt="uppercase"
              c={projectState === 'paused' ? 'orange' : 'blue'}
              data-testid="project-state"
            >
              {projectState === 'paused' ? 'Paused' : 'Restoring'}
            </Text>
          )}
      </Group>
      {handle.subtitle && <Text c="dimmed">{handle.subtitle}</Text>}
    </Stack>
  );
}
