import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Stack, Text, Title } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUi } from '@/features/ui/uiSlice';

/** The project or source name with the route's subtitle, or the page title outside projects. */
export function PageHeading() {
  const { navGroup, projectName, sourceName, route } = useAppSelector(selectUi);
  const handle = route?.handle;
  if (!handle) return null;
  const title =
    navGroup === 'source'
      ? (sourceName ?? 'Loading...')
      : navGroup === 'project'
        ? (projectName ?? 'Loading...')
        : handle.title;
  if (!title) return null;
  return (
    <Stack gap={2} data-testid="page-heading">
      <Title order={1} size="h2">
        {title}
      </Title>
      {handle.subtitle && <Text c="dimmed">{handle.subtitle}</Text>}
    </Stack>
  );
}
