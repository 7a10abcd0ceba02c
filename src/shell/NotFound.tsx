import { Button, Stack, Text, Title } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';

/** The 404 page, rendered inside the shell. */
export default function NotFound() {
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">There is nothing at this address. It may have moved, or the link is wrong.</Text>
      <Button component={AppLink} to={paths.projects()} variant="light">
        Go to projects
      </Button>
    </Stack>
  );
}
