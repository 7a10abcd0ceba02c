import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { whenPageShown } from '@/shared/routing/prefetch';
import { selectToasts } from '@/shared/toasts/toastsSlice';

// The notifications renderer (and its transition/scroll libraries) stays out of the first page load
// (first-load budget) and is fetched once the first heading is shown, so a toast is not later than its
// moment (one announcing a redirect has less than a second to be seen).
const loadRenderer = () => import('@/shell/ToastRenderer');
const ToastRenderer = lazy(loadRenderer);

/** Mounts the renderer at the first toast and keeps it mounted, so exits can animate. */
export function ToastHost() {
  const hasToasts = useAppSelector((state) => selectToasts(state).length > 0);
  const [active, setActive] = useState(false);
  useEffect(() => whenPageShown(() => void loadRenderer()), []);
  if (hasToasts && !active) setActive(true);
  return active ? (
    <Suspense fallback={null}>
      <ToastRenderer />
    </Suspense>
  ) : null;
}
