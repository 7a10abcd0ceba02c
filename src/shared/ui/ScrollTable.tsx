import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './ScrollTable.module.css';

interface ScrollTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table's scroll box: a scrollbar in sight whenever the table is wider than the screen, a sticky
 * first column, and headers and badges that are never cut to an ellipsis.
 */
export function ScrollTable({ minWidth, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={classes.scroll}
      scrollAreaProps={{ type: 'auto' }}
      data-table-scroll
    >
      {children}
    </Table.ScrollContainer>
  );
}
