import { useCallback, useRef } from 'react';

/**
 * Gives focus back to the control that started a dialog flow when the flow's last dialog has closed
 * (WCAG 2.4.3). Mantine returns focus only for a dialog that was mounted closed and then opened, so a
 * lazily mounted dialog, or a dialog that follows another (name form → secret shown once), needs this.
 * Call `remember` when the flow starts and pass `restore` as the last dialog's `onExitTransitionEnd`.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    opener.current?.focus({ preventScroll: true });
    opener.current = null;
  }, []);
  return { remember, restore };
}
