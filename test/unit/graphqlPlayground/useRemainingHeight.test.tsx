import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemainingHeight } from '@/features/graphqlPlayground/useRemainingHeight';

function Probe({ top }: { top: number }) {
  const { ref, height } = useRemainingHeight<HTMLDivElement>(20);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }}
    >
      {height}
    </div>
  );
}

function setViewportHeight(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

afterEach(() => setViewportHeight(768));

describe('useRemainingHeight', () => {
  it('fills the viewport below the element and follows resizes', () => {
    setViewportHeight(900);
    render(<Probe top={200} />);
    expect(screen.getByText('680')).toBeInTheDocument();

    setViewportHeight(1000);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('780')).toBeInTheDocument();
  });

  it('never shrinks below a usable editor height', () => {
    setViewportHeight(500);
    render(<Probe top={300} />);
    expect(screen.getByText('420')).toBeInTheDocument();
  });
});
