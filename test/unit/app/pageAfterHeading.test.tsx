import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

// Fresh modules per test: whether the first heading was shown is the prefetch module's state.
async function setUp(withReads = false) {
  const { pageAfterHeading } = await import('@/app/pageAfterHeading');
  const loadModule = vi.fn(() => Promise.resolve({ default: () => <p>The page</p> }));
  const reading = vi.fn();
  const Reads = () => {
    reading();
    return null;
  };
  return {
    ...pageAfterHeading(loadModule, withReads ? () => Promise.resolve({ default: Reads }) : undefined),
    loadModule,
    reading,
  };
}

function renderPage(Component: ComponentType) {
  return render(
    <MantineProvider>
      <Suspense fallback={<p>Suspended</p>}>
        <Component />
      </Suspense>
    </MantineProvider>,
  );
}

// The API's slice as far as the page's hold reads it: one read, pending until `answered`.
const answered = createAction('answered');
const apiReducer = createReducer({ queries: { first: { status: 'pending' } } }, (builder) =>
  builder.addCase(answered, () => ({ queries: { first: { status: 'fulfilled' } } })),
);

describe('pageAfterHeading', () => {
  it('opened directly, shows a skeleton and asks for the page only once the heading is on screen', async () => {
    const { Component, loadModule } = await setUp();
    renderPage(Component);
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true');
    expect(loadModule).not.toHaveBeenCalled();

    act(() => {
      document.body.append(Object.assign(document.createElement('h1'), { textContent: 'Project' }));
    });
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it("starts the page's reads before the heading, while its code waits", async () => {
    const { Component, loadModule, loadReads, reading } = await setUp(true);
    await loadReads?.();
    renderPage(Component);
    expect(reading).toHaveBeenCalled();
    expect(loadModule).not.toHaveBeenCalled();
    act(() => {
      document.body.append(document.createElement('h1'));
    });
    expect(await screen.findByText('The page')).toBeTruthy();
  });

  it('once a heading has been shown, is a lazy route like any other (prefetched: no fallback)', async () => {
    const { Component, load, loadModule } = await setUp();
    const { whenPageShown } = await import('@/shared/routing/prefetch');
    document.body.append(document.createElement('h1'));
    await new Promise<void>((resolve) => whenPageShown(resolve));
    await load();
    renderPage(Component);
    expect(screen.getByText('The page')).toBeTruthy();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it("opened directly, holds links' prefetches until the page has rendered and its first reads answered", async () => {
    const { Component } = await setUp();
    const { prefetchRoute, registerRoutePrefetcher } = await import('@/shared/routing/prefetch');
    const fetched: string[] = [];
    registerRoutePrefetcher((pathname) => fetched.push(pathname));
    const store = configureStore({ reducer: { api: apiReducer } });
    render(
      <Provider store={store}>
        <MantineProvider>
          <Component />
        </MantineProvider>
      </Provider>,
    );
    prefetchRoute('/projects');
    act(() => {
      document.body.append(document.createElement('h1'));
    });
    expect(await screen.findByText('The page')).toBeTruthy();
    // The heading has been shown and the page rendered; a read is still on its way.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual([]);
    act(() => {
      store.dispatch(answered());
    });
    await vi.waitFor(() => expect(fetched).toEqual(['/projects']));
  });
});
