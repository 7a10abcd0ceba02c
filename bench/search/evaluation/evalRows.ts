import type { Row } from '../../report';
import type { EvalResult, EvalRow } from './evaluateSearch';

// The evaluation as bench rows, with the acceptance it is held to: keyword's R@10 and MRR@10 at least the
// same-run BM25's (the better of chunks and whole documents), hybrid's R@1 and MRR@10 at least keyword's;
// and each engine's figures with the unrelated pushed first within ±0.02 of the other two scenarios.

const SHIFT = 0.02;

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
  const figure = (scenario: EvalRow['scenario'], engine: EvalRow['engine']) =>
    result.rows.find((row) => row.scenario === scenario && row.engine === engine);
  for (const engine of new Set(result.rows.map((row) => row.engine))) {
    const first = figure('unrelated first', engine);
    if (!first) continue;
    for (const other of ['unrelated last', 'as pushed'] as const) {
      const row = figure(other, engine);
      if (!row) continue;
      const shift = Math.max(
        ...(['r1', 'r10', 'mrr10', 'paraphraseR10'] as const).map((k) => Math.abs(first[k] - row[k])),
      );
      rows.push({
        measurement: `search eval (${result.documents} READMEs): ${engine}, unrelated first against ${other}`,
        value: `largest change ${fixed(shift)}${other === 'unrelated last' ? `; ${result.orderChanges[engine]} of ${result.queries} answers ranked differently` : ''}`,
        budget: `≤ ${fixed(SHIFT)}`,
        ok: shift <= SHIFT + 1e-9,
      });
    }
  }
  return rows;
}
