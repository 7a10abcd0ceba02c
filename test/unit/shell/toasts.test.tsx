import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastAdded } from '@/shared/toasts/toastsSlice';
import { ToastHost } from '@/shell/ToastHost';
import { TOAST_AUTO_CLOSE_MS, TOAST_ENTER_MS, TOAST_LIMIT, toNotification } from '@/shell/toastStyle';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('toNotification', () => {
  it('maps variants to the toast colours, with close button and 5000 ms auto-hide', () => {
    const colors = (['error', 'warning', 'info', 'success', 'default'] as const).map(
      (variant) => toNotification({ id: variant, message: 'm', variant }).color,
    );
    expect(colors).toEqual(['red', 'orange', 'blue', 'green', undefined]);
    const props = toNotification({ id: '1', message: 'Failed creating project', variant: 'error', extra: 'A\nB' });
    expect(props).toMatchObject({ title: 'Failed creating project', autoClose: 5000, withCloseButton: true });
    expect(toNotification({ id: '2', message: 'Project is created', variant: 'success' }).title).toBeUndefined();
  });

  it('uses the spec constants', () => {
    expect([TOAST_LIMIT, TOAST_AUTO_CLOSE_MS, TOAST_ENTER_MS]).toEqual([3, 5000, 225]);
  });
});

describe('ToastHost', () => {
  it('shows toasts from the slice, at most 3 at once', async () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 4; i += 1) store.dispatch(toastAdded({ message: `Toast ${i}`, variant: 'info' }));
    });
    expect(await screen.findByText('Toast 1')).toBeTruthy();
    expect(screen.getByText('Toast 3')).toBeTruthy();
    expect(screen.queryByText('Toast 4')).toBeNull();
    expect(store.getState().toasts.items).toHaveLength(4);
  });
});
