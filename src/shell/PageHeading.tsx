import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Stack, Text, Title } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUi } from '@/features/ui/uiSlice';
import { useScopeNames } from '@/shell/useScopeNames';

/** The project or source name with the route's subtitle, or the page title outside projects. */
export function PageHeading() {
  const { navGroup, route } = useAppSelector(selectUi);
  const names = useScopeNames();
  const handle = route?.handle;
  if (!handle) return null;
  // A project or source that does not exist gets no heading: its page says so itself.
  const title = navGroup === 'source' ? names.source : navGroup === 'project' ? names.project : handle.title;
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
