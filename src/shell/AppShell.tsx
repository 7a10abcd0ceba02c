import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectReady } from '@/features/ui/uiSlice';
import { PageErrorBoundary } from '@/shell/PageErrorBoundary';
import { PageHeading } from '@/shell/PageHeading';
import { PaletteHost } from '@/shell/palette/PaletteHost';
import { SectionTabs } from '@/shell/SectionTabs';
import { ShellSkeleton } from '@/shell/ShellSkeleton';
import { TopBar } from '@/shell/TopBar';
import classes from '@/shell/AppShell.module.css';

/** The signed-in frame: fixed top bar, heading, tab rows, then the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const ready = useAppSelector(selectReady);
  const { pathname } = useLocation();
  return (
    <>
      <header className={classes.header}>
        <TopBar />
      </header>
      <main className={classes.main}>
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
      </main>
      {ready && <PaletteHost />}
    </>
  );
}
