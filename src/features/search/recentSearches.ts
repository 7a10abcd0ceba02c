import type { SearchHistoryRow } from '@contract/search';

/**
 * The recent searches worth offering, newest first: a query settled on the way to a longer one is kept
 * too ("asn1", then "asn1 parser"), so an entry that a newer one in the same mode and source
 * continues is left out.
 */
export function recentSearches(rows: SearchHistoryRow[]): SearchHistoryRow[] {
  const key = (row: SearchHistoryRow) => row.query.toLowerCase();
  return rows.filter(
    (row, index) =>
      !rows
        .slice(0, index)
        .some(
          (newer) =>
            newer.mode === row.mode &&
            newer.source_id === row.source_id &&
            key(newer) !== key(row) &&
            key(newer).startsWith(key(row)),
        ),
  );
}
