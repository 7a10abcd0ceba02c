import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRemainingHeight } from '@/features/graphqlPlayground/useRemainingHeight';

function Probe({ top }: { top: number }) {
  const { ref, height } = useRemainingHeight<HTMLDivElement>(20);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
      }}
      data-testid="probe"
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
    expect(screen.getByTestId('probe').textContent).toBe('680');

    setViewportHeight(1000);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('probe').textContent).toBe('780');
  });

  it('never shrinks below a usable editor height', () => {
    setViewportHeight(500);
    render(<Probe top={300} />);
    expect(screen.getByTestId('probe').textContent).toBe('420');
  });
});
