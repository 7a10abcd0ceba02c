/**
 * How many lines arrived after `lastSeenId` (the newest line the reader saw before scrolling
 * away). Lines are oldest first; a last-seen line that is no longer listed counts nothing.
 */
export function countNewLines(ids: readonly string[], lastSeenId: string | null): number {
  if (lastSeenId === null) return 0;
  const index = ids.lastIndexOf(lastSeenId);
  return index === -1 ? 0 : ids.length - 1 - index;
}

/** Within this many pixels of the bottom the reader counts as following the tail. */
export const BOTTOM_SLACK_PX = 24;

/** Within this many pixels of the top the list reads the next older page (a few screens of lines). */
export const NEAR_TOP_PX = 600;

export function isAtBottom(element: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
}
