import { useId, useState, type ReactNode } from 'react';
import { Box, Button } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';

/**
 * A small button that shows or hides what is behind it; the button says whether it is open. Opened in
 * a wrapping row, it takes the row's whole width, so what it shows is never squeezed beside a button.
 */
export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <Box style={{ flex: opened ? '1 1 100%' : '0 0 auto', minWidth: 0 }}>
      <Button
        variant="subtle"
        size="compact-xs"
        px={4}
        aria-expanded={opened}
        aria-controls={id}
        leftSection={opened ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        onClick={() => setOpened((o) => !o)}
      >
        {label}
      </Button>
      <div id={id} hidden={!opened}>
        {opened && children}
      </div>
    </Box>
  );
}
