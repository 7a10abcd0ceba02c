import { forwardRef, useCallback, useEffect, useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { prefetchRoute } from '@/shared/routing/prefetch';

/** A link's route code is fetched once the link comes within 200 px of the viewport. */
export const PREFETCH_MARGIN = '200px';

export type AppLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** The app's internal link: a react-router Link that prefetches its route's lazy code. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, forwardedRef) {
  const [node, setNode] = useState<HTMLAnchorElement | null>(null);
  const ref = useCallback(
    (element: HTMLAnchorElement | null) => {
      setNode(element);
      if (typeof forwardedRef === 'function') forwardedRef(element);
      else if (forwardedRef) forwardedRef.current = element;
    },
    [forwardedRef],
  );

  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          prefetchRoute(to);
          observer.disconnect();
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, to]);

  return <Link ref={ref} to={to} {...rest} />;
});
