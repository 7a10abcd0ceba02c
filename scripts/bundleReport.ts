import { measureBundles, type SizeRow } from '../bench/bundleSize';

// `npm run report:size [distDir]`: gzip size of what the first load of every route needs, each opened
// directly (first-load budget), plus each lazy chunk of the GraphQL playground. Exits 1 when a route is over.
const report = await measureBundles(process.argv[2] ?? 'dist');
const rows: SizeRow[] = [...report.initial, ...report.playground];
const note = (row: SizeRow) =>
  row.budgetKb === null
    ? row.name.startsWith('playground')
      ? 'lazy'
      : ''
    : row.gzipKb <= row.budgetKb
      ? `≤ ${row.budgetKb} kB`
      : `OVER ${row.budgetKb} kB`;

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'chunk'.padEnd(width)}  gzip kB  note`);
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.gzipKb.toFixed(1).padStart(7)}  ${note(row)}`);
console.log(`${'playground total'.padEnd(width)}  ${report.playgroundTotalKb.toFixed(1).padStart(7)}  lazy`);
process.exit(report.initial.some((row) => row.budgetKb !== null && row.gzipKb > row.budgetKb) ? 1 : 0);
