/**
 * Rows per page of a project's sources table: a long list renders one page of rows, never all of them
 * (100 Mantine rows were a long first task on a slow machine, bench scale section). */
export const SOURCES_PAGE_SIZE = 50;

/** 2000 → "2,000", without Intl, whose first number format loads ICU data inside the render. */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The page that exists for `count` rows: the last one when rows were removed from under the reader. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, page), Math.max(1, Math.ceil(count / SOURCES_PAGE_SIZE)));
}

/** "Showing 101–200 of 2,000 sources" for page 2. */
export function pageSummary(page: number, count: number): string {
  const first = (page - 1) * SOURCES_PAGE_SIZE + 1;
  const last = Math.min(count, page * SOURCES_PAGE_SIZE);
  return `Showing ${groupDigits(first)}–${groupDigits(last)} of ${groupDigits(count)} sources`;
}
