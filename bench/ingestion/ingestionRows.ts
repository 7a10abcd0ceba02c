import type { Row } from '../report';
import type { IngestionResult, Latency, Throughput } from './measureIngestion';

// The ingestion section's rows with their goals (docs/performance.md). With several runs (--runs N) each
// figure is the median of the runs, with their range; a goal is checked on the median.

const ms = (value: number) => `${value.toFixed(1)} ms`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of a figure over the runs, formatted, with the runs' range when there are several. */
function summary(values: number[], format: (value: number) => string) {
  const middle = median(values);
  const range =
    values.length > 1 ? ` [${format(Math.min(...values))}–${format(Math.max(...values))}, ${values.length} runs]` : '';
  return { middle, text: `${format(middle)}${range}` };
}

const perSecond = (t: Throughput) => t.documents / t.seconds;
const rate = (runs: Throughput[]) => {
  const documents = summary(runs.map(perSecond), (v) => v.toFixed(1));
  const megabytes = median(runs.map((t) => t.bytes / 1e6 / t.seconds));
  const perCpu = median(runs.map((t) => t.documents / t.cpuSeconds));
  return {
    middle: documents.middle,
    text: `${documents.text} documents/s, ${megabytes.toFixed(2)} MB/s (${perCpu.toFixed(1)} per CPU-second)`,
  };
};

const compared = (label: string, runs: { idle: Latency; duringPdf: Latency }[]): Row => {
  const ratio = summary(
    runs.map(({ idle, duringPdf }) => duringPdf.p95 / idle.p95),
    (v) => `${v.toFixed(1)}×`,
  );
  const idle = median(runs.map((run) => run.idle.p95));
  const during = median(runs.map((run) => run.duringPdf.p95));
  return {
    measurement: `ingestion: ${label} p95, idle → during the PDF batch`,
    value: `${ms(idle)} → ${ms(during)} (${ratio.text}, ${runs[0].duringPdf.samples} requests)`,
    budget: '≤ 2× idle',
    ok: ratio.middle <= 2,
  };
};

export function ingestionRows(runs: IngestionResult[]): Row[] {
  const [first] = runs;
  const markdown = rate(runs.map((run) => run.markdown));
  const p95 = summary(
    runs.map((run) => run.searchable.p95),
    ms,
  );
  return [
    {
      measurement: 'ingestion: first push after start, until searchable (starts the extraction worker)',
      value: summary(
        runs.map((run) => run.firstPush),
        ms,
      ).text,
      budget: '',
      ok: null,
    },
    {
      measurement: `ingestion: ${first.markdown.documents} Markdown documents of ${(first.markdown.bytes / first.markdown.documents / 1000).toFixed(1)} kB`,
      value: markdown.text,
      budget: '≥ 200 documents/s',
      ok: markdown.middle >= 200,
    },
    {
      measurement: `ingestion: ${first.pdf.documents} PDFs (${first.pdfPages} pages, ${(first.pdf.bytes / 1e6).toFixed(2)} MB)`,
      value: rate(runs.map((run) => run.pdf)).text,
      budget: '',
      ok: null,
    },
    {
      measurement: 'ingestion: push-to-searchable at idle',
      value: `p50 ${ms(median(runs.map((run) => run.searchable.p50)))}, p95 ${p95.text}`,
      budget: 'p95 ≤ 2 s',
      ok: p95.middle <= 2000,
    },
    compared(
      'API (GET a pushed document)',
      runs.map((run) => run.api),
    ),
    compared(
      'event loop (GET /local/config.json)',
      runs.map((run) => run.loop),
    ),
  ];
}
