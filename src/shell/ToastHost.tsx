import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectToasts } from '@/shared/toasts/toastsSlice';

// The notifications renderer (and its transition/scroll libraries) loads with the first toast,
// keeping it out of the first page load (first-load budget).
const ToastRenderer = lazy(() => import('@/shell/ToastRenderer'));

/** Mounts the renderer at the first toast and keeps it mounted, so exits can animate. */
export function ToastHost() {
  const hasToasts = useAppSelector((state) => selectToasts(state).length > 0);
  const [active, setActive] = useState(false);
  if (hasToasts && !active) setActive(true);
  return active ? (
    <Suspense fallback={null}>
      <ToastRenderer />
    </Suspense>
  ) : null;
}
