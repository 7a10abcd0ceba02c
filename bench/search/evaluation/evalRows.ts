import type { Row } from '../../report';
import type { EvalResult, EvalRow } from './evaluateSearch';

// The evaluation as bench rows, with the acceptance it is held to: keyword's R@10 and MRR@10 at least the
// same-run BM25's (the better of chunks and whole documents), hybrid's R@1 and MRR@10 at least keyword's.

const fixed = (n: number) => n.toFixed(2);

export function evalRows(result: EvalResult): Row[] {
  const rows: Row[] = [];
  for (const scenario of new Set(result.rows.map((row) => row.scenario))) {
    const of = (engine: EvalRow['engine']) =>
      result.rows.find((row) => row.scenario === scenario && row.engine === engine)!;
    const bm25 = [of('BM25 over chunks'), of('BM25 over documents')];
    const best = { r10: Math.max(...bm25.map((r) => r.r10)), mrr10: Math.max(...bm25.map((r) => r.mrr10)) };
    const keyword = of('keyword');
    for (const row of result.rows.filter((r) => r.scenario === scenario)) {
      let budget = '';
      let ok: boolean | null = null;
      if (row.engine === 'keyword') {
        budget = `R@10 ≥ ${fixed(best.r10)}, MRR ≥ ${fixed(best.mrr10)} (BM25)`;
        ok = row.r10 >= best.r10 && row.mrr10 >= best.mrr10;
      } else if (row.engine === 'hybrid') {
        budget = `R@1 ≥ ${fixed(keyword.r1)}, MRR ≥ ${fixed(keyword.mrr10)} (keyword)`;
        ok = row.r1 >= keyword.r1 && row.mrr10 >= keyword.mrr10;
      }
      rows.push({
        measurement: `search eval (${result.documents} READMEs): ${scenario}: ${row.engine}`,
        value: `R@1 ${fixed(row.r1)}, R@10 ${fixed(row.r10)}, MRR@10 ${fixed(row.mrr10)}, paraphrases R@10 ${fixed(row.paraphraseR10)}`,
        budget,
        ok,
      });
    }
  }
  return rows;
}
