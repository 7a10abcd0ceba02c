import { useEffect, type RefObject } from 'react';

// GraphiQL 5.4 renders each editor tab as <li role="tab" aria-selected> around the tab's <button>: an
// interactive control inside another (axe nested-interactive; graphql/graphiql#3422). The button becomes
// the tab and the <li> a plain list item, again after every re-render (GraphiQL owns the markup).
function moveTabRoleToButtons(root: HTMLElement) {
  for (const item of root.querySelectorAll<HTMLElement>(
    'li.graphiql-tab[role="tab"], li.graphiql-tab[aria-selected]',
  )) {
    const button = item.querySelector<HTMLElement>('.graphiql-tab-button');
    if (!button) continue;
    button.setAttribute('role', 'tab');
    button.setAttribute(
      'aria-selected',
      item.getAttribute('aria-selected') ?? button.getAttribute('aria-selected') ?? 'false',
    );
    item.setAttribute('role', 'presentation');
    item.removeAttribute('aria-selected');
  }
}

/** Keeps GraphiQL's editor tabs inside `container` valid tabs for assistive technology. */
export function useAccessibleTabs(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    moveTabRoleToButtons(root);
    const observer = new MutationObserver(() => moveTabRoleToButtons(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-selected'],
    });
    return () => observer.disconnect();
  }, [container]);
}
