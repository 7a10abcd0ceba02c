import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Stack.css';
import { AppShell as MantineAppShell, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectReady } from '@/features/ui/uiSlice';
import { PageErrorBoundary } from '@/shell/PageErrorBoundary';
import { PageHeading } from '@/shell/PageHeading';
import { SectionTabs } from '@/shell/SectionTabs';
import { ShellSkeleton } from '@/shell/ShellSkeleton';
import { TopBar } from '@/shell/TopBar';

export const TOP_BAR_HEIGHT = 56;

/** The signed-in frame (SPEC §2): fixed top bar, heading, tab rows, then the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const ready = useAppSelector(selectReady);
  const { pathname } = useLocation();
  return (
    <MantineAppShell header={{ height: TOP_BAR_HEIGHT }} padding="lg">
      <MantineAppShell.Header>
        <TopBar />
      </MantineAppShell.Header>
      <MantineAppShell.Main>
        {ready ? (
          <Stack gap="md" maw={1200} mx="auto">
            <PageHeading />
            <SectionTabs />
            <div>
              <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>
            </div>
          </Stack>
        ) : (
          <ShellSkeleton />
        )}
      </MantineAppShell.Main>
    </MantineAppShell>
  );
}
