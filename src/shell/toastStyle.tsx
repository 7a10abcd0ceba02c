import type { Toast, ToastVariant } from '@/shared/toasts/toastsSlice';

// The product's toast constants.
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_ENTER_MS = 225;

const COLORS: Record<ToastVariant, string | undefined> = {
  error: 'red',
  warning: 'orange',
  info: 'blue',
  success: 'green',
  default: undefined,
};

/** Mantine props for one toast: with extra text the message becomes the title. */
export function toNotification(toast: Toast) {
  return {
    id: toast.id,
    title: toast.extra ? toast.message : undefined,
    message: <span style={{ whiteSpace: 'pre-line' }}>{toast.extra ?? toast.message}</span>,
    color: COLORS[toast.variant],
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    className: 'dashboard-toast',
  };
}
