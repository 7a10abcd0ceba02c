import { lazy, Suspense, type ComponentProps } from 'react';
import { ScopeLoading } from '@/shared/ui/ScopeLoading';

// A missing project or source is rare: its panel (EmptyState, Button) stays out of every scoped page's first load.
const ScopeMissing = lazy(() => import('@/shared/ui/ScopeMissing'));

/** The not-found (or unreadable) panel of a project or source, loaded when first shown. */
export function LazyScopeMissing(props: ComponentProps<typeof ScopeMissing>) {
  return (
    <Suspense fallback={<ScopeLoading />}>
      <ScopeMissing {...props} />
    </Suspense>
  );
}
