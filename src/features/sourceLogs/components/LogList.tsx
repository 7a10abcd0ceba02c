import '@mantine/core/styles/Button.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { countNewLines, isAtBottom } from '../newLines';
import { LogRow } from './LogRow';
import classes from './LogList.module.css';

/**
 * The live tail: follows new lines while the reader is at the bottom; once they scroll away it
 * stays put and offers an "N new lines" pill instead of jumping.
 */
export function LogList({ ids }: { ids: readonly string[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  // The newest line seen when the reader left the bottom; null while following the tail.
  const [lastSeenId, setLastSeenId] = useState<string | null>(null);
  const following = lastSeenId === null;
  const newLines = countNewLines(ids, lastSeenId);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && following) element.scrollTop = element.scrollHeight;
  }, [ids, following]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    if (isAtBottom(element)) setLastSeenId(null);
    else if (following) setLastSeenId(ids[ids.length - 1] ?? null);
  };

  const jumpToNewest = () => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
    setLastSeenId(null);
  };

  return (
    <div ref={viewport} className={classes.viewport} onScroll={onScroll} tabIndex={0} aria-label="Log lines">
      <div role="list" aria-live="off">
        {ids.map((id) => (
          <LogRow key={id} logId={id} />
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
