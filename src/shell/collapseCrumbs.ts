/** Breadcrumbs collapse after 8 items. */
export const MAX_CRUMBS = 8;

export type Collapsed<T> = { kind: 'item'; item: T } | { kind: 'ellipsis'; hidden: number };

/** Keeps the first item and the last MAX-2, with one ellipsis standing for the rest. */
export function collapseCrumbs<T>(items: T[], max = MAX_CRUMBS): Collapsed<T>[] {
  if (items.length <= max) return items.map((item) => ({ kind: 'item', item }));
  const tail = items.slice(items.length - (max - 2));
  return [
    { kind: 'item', item: items[0] },
    { kind: 'ellipsis', hidden: items.length - 1 - tail.length },
    ...tail.map((item): Collapsed<T> => ({ kind: 'item', item })),
  ];
}
