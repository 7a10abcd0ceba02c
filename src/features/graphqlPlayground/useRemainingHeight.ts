import { useLayoutEffect, useRef, useState } from 'react';

// Below this the editors become unusable; the page scrolls instead.
const MIN_HEIGHT = 420;

/**
 * Height from the element's top to the bottom of the viewport (minus `bottomGap`), kept current on
 * resize. GraphiQL needs a sized box, and the shell's header/tabs above it vary in height.
 */
export function useRemainingHeight<T extends HTMLElement>(bottomGap: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>(MIN_HEIGHT);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - bottomGap)));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [bottomGap]);

  return { ref, height };
}
