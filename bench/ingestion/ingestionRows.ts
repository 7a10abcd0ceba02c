import type { Row } from '../report';
import { middle, summary } from '../runSummary';
import type { IngestionResult, Latency, Throughput } from './measureIngestion';

// The ingestion section's rows with their goals (docs/performance.md). With several runs (--runs N) each
// figure reads "median (min–max)" and a goal is checked on the median.

const ms = (value: number) => `${value.toFixed(1)} ms`;
const oneDecimal = (value: number) => value.toFixed(1);
const ratio = (value: number) => `${value.toFixed(1)}×`;

const rate = (runs: Throughput[]) => {
  const documents = summary(
    runs.map((t) => t.documents / t.seconds),
    oneDecimal,
  );
  const megabytes = middle(runs.map((t) => t.bytes / 1e6 / t.seconds));
  const perCpu = middle(runs.map((t) => t.documents / t.cpuSeconds));
  return {
    mid: documents.mid,
    value: `${documents.value} documents/s, ${megabytes.toFixed(2)} MB/s (${perCpu.toFixed(1)} per CPU-second)`,
  };
};

const compared = (label: string, runs: { idle: Latency; duringPdf: Latency }[]): Row => {
  const ratios = summary(
    runs.map(({ idle, duringPdf }) => duringPdf.p95 / idle.p95),
    ratio,
  );
  const idle = middle(runs.map((run) => run.idle.p95));
  const during = middle(runs.map((run) => run.duringPdf.p95));
  return {
    measurement: `ingestion: ${label} p95, idle → during the PDF batch`,
    value: `${ms(idle)} → ${ms(during)}, ${ratios.value} (${runs[0].duringPdf.samples} requests)`,
    budget: '≤ 2× idle',
    ok: ratios.mid <= 2,
  };
};

export function ingestionRows(runs: IngestionResult[]): Row[] {
  const [first] = runs;
  const markdown = rate(runs.map((run) => run.markdown));
  const searchable = summary(
    runs.map((run) => run.searchable.p95),
    ms,
  );
  return [
    {
      measurement: 'ingestion: first push after start, until searchable (starts the extraction worker)',
      value: summary(
        runs.map((run) => run.firstPush),
        ms,
      ).value,
      budget: '',
      ok: null,
    },
    {
      measurement: `ingestion: ${first.markdown.documents} Markdown documents of ${(first.markdown.bytes / first.markdown.documents / 1000).toFixed(1)} kB`,
      value: markdown.value,
      budget: '≥ 200 documents/s',
      ok: markdown.mid >= 200,
    },
    {
      measurement: `ingestion: ${first.pdf.documents} PDFs (${first.pdfPages} pages, ${(first.pdf.bytes / 1e6).toFixed(2)} MB)`,
      value: rate(runs.map((run) => run.pdf)).value,
      budget: '',
      ok: null,
    },
    {
      measurement: 'ingestion: push-to-searchable at idle',
      value: `p50 ${ms(middle(runs.map((run) => run.searchable.p50)))}, p95 ${searchable.value}`,
      budget: 'p95 ≤ 2 s',
      ok: searchable.mid <= 2000,
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
