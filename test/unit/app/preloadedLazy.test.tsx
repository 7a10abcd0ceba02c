import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadedLazy } from '@/app/preloadedLazy';

const page = () => Promise.resolve({ default: () => <p>The page</p> });

function renderWithFallback(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadedLazy', () => {
  it('renders a prefetched route in the first commit, with no fallback in between', async () => {
    const { Component, load } = preloadedLazy(page);
    await load();
    renderWithFallback(Component);
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy while the code has not arrived', async () => {
    const { Component } = preloadedLazy(page);
    renderWithFallback(Component);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('The page')).toBeTruthy();
  });
});
