import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';

/** SPEC §2: scoped pages show exactly "Loading..." while their ids or rows are unresolved. */
export function LoadingText() {
  return (
    <Text c="dimmed" role="status">
      Loading...
    </Text>
  );
}
