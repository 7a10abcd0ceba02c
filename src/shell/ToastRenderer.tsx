import './toasts.css';
import { useEffect, useRef } from 'react';
import { Notifications, notifications } from '@mantine/notifications';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { isTimeTravelling } from '@/shared/store/timeTravel';
import { selectToasts, toastClosed } from '@/shared/toasts/toastsSlice';
import { TOAST_AUTO_CLOSE_MS, TOAST_ENTER_MS, TOAST_LIMIT, toNotification } from '@/shell/toastStyle';

/** Renders the toasts slice with @mantine/notifications (bottom-left, at most 3, queueing the rest). */
export default function ToastRenderer() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    // The screen follows the slice both ways, so a DevTools jump shows that moment's toasts: a toast
    // the state no longer holds is hidden without recording a close.
    const current = new Set(toasts.map((toast) => toast.id));
    for (const id of shown.current) {
      if (current.has(id)) continue;
      shown.current.delete(id);
      notifications.hide(id);
    }
    for (const toast of toasts) {
      if (shown.current.has(toast.id)) continue;
      shown.current.add(toast.id);
      notifications.show({
        ...toNotification(toast),
        // A toast of the past stays while DevTools shows it: no timer closes it or dispatches.
        ...(isTimeTravelling() ? { autoClose: false } : {}),
        onClose: () => {
          if (!shown.current.delete(toast.id) || isTimeTravelling()) return;
          dispatch(toastClosed(toast.id));
        },
      });
    }
  }, [toasts, dispatch]);

  return (
    <Notifications
      position="bottom-left"
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      transitionDuration={TOAST_ENTER_MS}
    />
  );
}
