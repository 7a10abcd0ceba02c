import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell } from '@/shell/AppShell';
import { ShellSkeleton } from '@/shell/ShellSkeleton';

/** The shell as a lazy layout route, so the login page loads without it (first-load budget). */
export default function ShellLayout() {
  return (
    <AppShell>
      <Suspense fallback={<ShellSkeleton />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
