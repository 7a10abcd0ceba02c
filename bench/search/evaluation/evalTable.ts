import type { EvalResult } from './evaluateSearch';

const fixed = (n: number) => n.toFixed(2);

/** The evaluation as a Markdown table, as docs/search.md and the README show it. */
export function evalTable(result: EvalResult): string {
  const lines = [
    `${result.documents} package READMEs (${result.chunks} chunks), ${result.descriptionQueries} description queries, ` +
      `${result.paraphraseQueries} paraphrases; ${result.unrelatedChunks} chunks of unrelated Markdown pushed after ("unrelated last") or before them ("unrelated first").`,
    '',
    `Answers ranked differently (within 10) with the unrelated pushed first than last, of ${result.queries} queries: ` +
      Object.entries(result.orderChanges)
        .map(([engine, n]) => `${engine} ${n}`)
        .join(', ') +
      '.',
    '',
    '| corpus | engine | R@1 | R@10 | MRR@10 | paraphrases R@10 |',
    '|---|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.scenario} | ${row.engine} | ${fixed(row.r1)} | ${fixed(row.r10)} | ${fixed(row.mrr10)} | ${fixed(row.paraphraseR10)} |`,
    ),
  ];
  return lines.join('\n');
}
