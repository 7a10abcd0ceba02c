import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDevToolsRecorder, type DevToolsRecorder } from '../../devtools/recorder';

// The recorder must be on `window` before Redux Toolkit loads, so the app's modules load after it.
let modules: {
  devToolsOptions: typeof import('@/app/devTools').devToolsOptions;
  makeStore: typeof import('@/app/store').makeStore;
  toastAdded: typeof import('@/shared/toasts/toastsSlice').toastAdded;
  ToastHost: typeof import('@/shell/ToastHost').ToastHost;
  renderWithProviders: typeof import('../utils/renderWithProviders').renderWithProviders;
};

beforeAll(async () => {
  installDevToolsRecorder();
  modules = {
    devToolsOptions: (await import('@/app/devTools')).devToolsOptions,
    makeStore: (await import('@/app/store')).makeStore,
    toastAdded: (await import('@/shared/toasts/toastsSlice')).toastAdded,
    ToastHost: (await import('@/shell/ToastHost')).ToastHost,
    renderWithProviders: (await import('../utils/renderWithProviders')).renderWithProviders,
  };
});

const devtools = () => (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder;

describe('toasts under DevTools time travel', () => {
  it("show the jumped moment's toasts, record no close while jumped, and come back on return", async () => {
    const { devToolsOptions, makeStore, toastAdded, ToastHost, renderWithProviders } = modules;
    const store = makeStore(undefined, devToolsOptions);
    renderWithProviders(<ToastHost />, { store });
    const before = devtools().latestIndex();
    act(() => {
      store.dispatch(toastAdded({ message: 'Project is created', variant: 'success' }));
    });
    expect(await screen.findByText('Project is created')).toBeTruthy();

    act(() => devtools().jumpTo(before)); // before the toast: it leaves the screen
    await waitFor(() => expect(screen.queryByText('Project is created')).toBeNull());
    expect(devtools().duringJumps()).toEqual([]); // hiding it recorded no toasts/closed
    expect(store.getState().toasts.items).toEqual([]);

    act(() => devtools().resume());
    expect(await screen.findByText('Project is created')).toBeTruthy();
    expect(store.getState().toasts.items).toHaveLength(1);
  });
});
