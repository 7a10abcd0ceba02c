import type { Row } from '../report';
import type { IngestionResult, Latency, Throughput } from './measureIngestion';

// The ingestion section's rows with their goals (docs/performance.md).

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rate = ({ documents, bytes, seconds, cpuSeconds }: Throughput) =>
  `${(documents / seconds).toFixed(1)} documents/s, ${(bytes / 1e6 / seconds).toFixed(2)} MB/s ` +
  `(${seconds.toFixed(1)} s; ${(documents / cpuSeconds).toFixed(1)} per CPU-second)`;
const compared = (label: string, { idle, duringPdf }: { idle: Latency; duringPdf: Latency }): Row => ({
  measurement: `ingestion: ${label} p95, idle → during the PDF batch`,
  value: `${ms(idle.p95)} → ${ms(duringPdf.p95)} (${(duringPdf.p95 / idle.p95).toFixed(1)}×, ${duringPdf.samples} requests)`,
  budget: '≤ 2× idle',
  ok: duringPdf.p95 <= 2 * idle.p95,
});

export function ingestionRows({ markdown, pdf, pdfPages, searchable, firstPush, loop, api }: IngestionResult): Row[] {
  return [
    {
      measurement: 'ingestion: first push after start, until searchable (starts the extraction worker)',
      value: ms(firstPush),
      budget: '',
      ok: null,
    },
    {
      measurement: `ingestion: ${markdown.documents} Markdown documents of ${(markdown.bytes / markdown.documents / 1000).toFixed(1)} kB`,
      value: rate(markdown),
      budget: '≥ 200 documents/s',
      ok: markdown.documents / markdown.seconds >= 200,
    },
    {
      measurement: `ingestion: ${pdf.documents} PDFs (${pdfPages} pages, ${(pdf.bytes / 1e6).toFixed(2)} MB)`,
      value: rate(pdf),
      budget: '',
      ok: null,
    },
    {
      measurement: 'ingestion: push-to-searchable at idle',
      value: `p50 ${ms(searchable.p50)}, p95 ${ms(searchable.p95)}`,
      budget: 'p95 ≤ 2 s',
      ok: searchable.p95 <= 2000,
    },
    compared('API (GET a pushed document)', api),
    compared('event loop (GET /local/config.json)', loop),
  ];
}
