import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
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
});
