import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { Button } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { countNewLines, isAtBottom, NEAR_TOP_PX } from '../newLines';
import { LogRow } from './LogRow';
import classes from './LogList.module.css';

/** A one-line row's height before it is measured (a wrapped message or a phone's two lines are taller). */
const ROW_ESTIMATE_PX = 30;

interface LogListProps {
  /** The lines held, oldest first. */
  ids: readonly string[];
  /** Whether the database holds lines older than the first id. */
  hasOlder: boolean;
  /** Asks for the page before the first id; the list keeps the reader's place when it arrives. */
  onNearTop: () => void;
}

/**
 * The live tail, virtualised: only the lines in view are in the DOM, so 100k lines scroll like 100.
 * Follows new lines while the reader is at the bottom; once they scroll up it stays put and offers
 * an "N new lines" pill instead of jumping; near the top it asks for older lines.
 */
export function LogList({ ids, hasOlder, onNearTop }: LogListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  // The newest line seen when the reader left the bottom; null while following the tail.
  const [lastSeenId, setLastSeenId] = useState<string | null>(null);
  const following = lastSeenId === null;
  const newLines = countNewLines(ids, lastSeenId);
  const lastScrollTop = useRef(0);
  const firstId = useRef<string | undefined>(undefined);

  // The virtualizer is a mutable object the React Compiler cannot memoise around; nothing else here needs it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => ids[index],
    overscan: 12,
  });
  const totalSize = virtualizer.getTotalSize();
  // A page mounted hidden (ScopeOutlet) has no height yet: following the tail starts once it shows.
  const viewportHeight = virtualizer.scrollRect?.height ?? 0;

  useLayoutEffect(() => {
    const element = viewport.current;
    const previousFirst = firstId.current;
    firstId.current = ids[0];
    if (!element) return;
    if (following) {
      element.scrollTop = totalSize;
      return;
    }
    // Older lines arrived above: move down by their height, so the line that was on top stays put.
    const shifted = previousFirst === undefined ? -1 : ids.indexOf(previousFirst);
    if (shifted > 0) element.scrollTop += virtualizer.measurementsCache[shifted]?.start ?? 0;
  }, [ids, following, totalSize, viewportHeight, virtualizer]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const movedUp = element.scrollTop < lastScrollTop.current;
    lastScrollTop.current = element.scrollTop;
    if (isAtBottom(element)) setLastSeenId(null);
    // Only the reader scrolls up: rows growing as they are measured or older lines arriving move down.
    else if (following && movedUp) setLastSeenId(ids[ids.length - 1] ?? null);
    if (hasOlder && element.scrollTop < NEAR_TOP_PX) onNearTop();
  };

  const jumpToNewest = () => {
    const element = viewport.current;
    if (element) element.scrollTop = virtualizer.getTotalSize();
    setLastSeenId(null);
  };

  return (
    <div ref={viewport} className={classes.viewport} onScroll={onScroll} tabIndex={0} aria-label="Log lines">
      <div role="list" aria-live="off" className={classes.list} style={{ height: totalSize }}>
        {virtualizer.getVirtualItems().map((item) => (
          <LogRow
            key={item.key as string}
            logId={ids[item.index]}
            index={item.index}
            count={ids.length}
            start={item.start}
            measure={virtualizer.measureElement}
          />
        ))}
      </div>
      {newLines > 0 && (
        <div className={classes.pillHolder}>
          <Button
            className={classes.pill}
            size="xs"
            radius="xl"
            leftSection={<IconArrowDown size={14} />}
            onClick={jumpToNewest}
          >
            {newLines === 1 ? '1 new line' : `${newLines} new lines`}
          </Button>
        </div>
      )}
    </div>
  );
}
