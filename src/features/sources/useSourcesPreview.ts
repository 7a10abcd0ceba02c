import { skipToken } from '@reduxjs/toolkit/query';
import { useSourcesFirstPageQuery } from './sourcesFirstPageApi';

/**
 * On a first visit (no source of the project in the store), reads the table's first page and shows it;
 * returns true once that read has settled, or at once when the store already holds the project's
 * sources. The caller starts the whole list's sync after it, and after its scope has been read: started
 * first, reading every source queued in the platform's database ahead of the page's other reads, and the
 * first rows waited for a read of every source (docs/performance.md, scale). The sync's select replaces
 * these rows when it lands, and realtime changes follow it as always.
 */
export function useSourcesPreview(projectId: string, count: number): boolean {
  const { isUninitialized, isFetching } = useSourcesFirstPageQuery(count === 0 ? projectId : skipToken);
  return count > 0 || (!isUninitialized && !isFetching);
}
