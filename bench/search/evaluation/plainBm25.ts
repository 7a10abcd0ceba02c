// A plain BM25 (Lucene's: idf = ln(1 + (N − df + 0.5) / (df + 0.5)), k1 = 1.2, b = 0.75) over the same
// texts the platform indexed, as the baseline the product's ranking must reach. Hand-written rather than a
// package: it is a dozen lines, and a baseline has to be exactly the textbook formula with nothing added
// (no stemming, no field weights; English stop words dropped, as bm25s and Lucene's analyzer do).

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for if in into is it no not of on or such that the their then there these ' +
    'they this to was will with i you we he she them our your its from can do does how what when which who why'
  ).split(' '),
);

export const tokens = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word));

export interface Bm25Index<Key> {
  /** The keys by BM25 score for the query, best first, at most `limit`. */
  search(query: string, limit: number): Array<{ key: Key; score: number }>;
}

export function bm25Index<Key>(items: Array<{ key: Key; text: string }>, k1 = 1.2, b = 0.75): Bm25Index<Key> {
  const postings = new Map<string, Array<{ item: number; tf: number }>>();
  const lengths: number[] = [];
  items.forEach(({ text }, item) => {
    const counts = new Map<string, number>();
    const words = tokens(text);
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const [word, tf] of counts) {
      const list = postings.get(word) ?? [];
      list.push({ item, tf });
      postings.set(word, list);
    }
    lengths.push(words.length);
  });
  const avgdl = lengths.reduce((sum, n) => sum + n, 0) / Math.max(lengths.length, 1);
  return {
    search(query, limit) {
      const scores = new Map<number, number>();
      for (const word of new Set(tokens(query))) {
        const list = postings.get(word);
        if (!list) continue;
        const idf = Math.log(1 + (items.length - list.length + 0.5) / (list.length + 0.5));
        for (const { item, tf } of list) {
          const part = (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths[item]) / avgdl));
          scores.set(item, (scores.get(item) ?? 0) + part);
        }
      }
      return [...scores.entries()]
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, limit)
        .map(([item, score]) => ({ key: items[item].key, score }));
    },
  };
}
