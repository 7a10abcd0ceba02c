import { parseArgs } from 'node:util';
import { evaluateSearch } from './evaluation/evaluateSearch';
import { evalTable } from './evaluation/evalTable';

// `npm run eval:search [-- --packages N] [--unrelated-chunks N]`: the labelled retrieval evaluation
// (bench/search/evaluation/), printed as a Markdown table.

const { values } = parseArgs({
  options: {
    packages: { type: 'string', default: '1000' },
    'unrelated-chunks': { type: 'string', default: '5000' },
  },
});
const packages = Number(values.packages);
const unrelatedChunks = Number(values['unrelated-chunks']);
if (!(Number.isInteger(packages) && packages > 0)) throw new Error('--packages must be a whole number from 1');
if (!(Number.isInteger(unrelatedChunks) && unrelatedChunks >= 0))
  throw new Error('--unrelated-chunks must be a whole number');

console.log(evalTable(await evaluateSearch({ packages, unrelatedChunks })));
process.exit(0);
