import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from '../../server/platform';
import { createBenchSource, type BenchSource } from './benchSource';
import { writePdf } from './pdfWriter';
import { realMarkdown, type ProseDocument } from './realProse';

// The ingestion section: a platform of its own, storing its database in a temporary folder as
// `npm run platform` does by default (the in-memory file system costs the database more CPU per write),
// pushed to over /push/v1 with a project API key, with real Markdown from node_modules and PDFs typeset
// from the same prose.

const MARKDOWN_DOCUMENTS = 1000;
const BATCH = 100;
const PDF_DOCUMENTS = 50;
/** Markdown documents typeset into one PDF (about 30 kB of text, ten pages). */
const PDF_PIECES = 6;
const SEARCHABLE_PROBES = 30;
const IDLE_PROBES = 60;

export interface Throughput {
  documents: number;
  bytes: number;
  seconds: number;
  /** CPU time of the whole process (platform, workers, bench client): steadier than seconds on a busy machine. */
  cpuSeconds: number;
}

export interface Latency {
  p50: number;
  p95: number;
  samples: number;
}

export interface IngestionResult {
  markdown: Throughput;
  pdf: Throughput;
  pdfPages: number;
  searchable: Latency;
  /** One document pushed to the just-started platform, until searchable: it starts the extraction worker. */
  firstPush: number;
  /** GET /local/config.json: no database, so it shows whether the event loop is kept free. */
  loop: { idle: Latency; duringPdf: Latency };
  /** GET of a pushed document over /push/v1: a key lookup, a read and a request-log write. */
  api: { idle: Latency; duringPdf: Latency };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), samples: values.length };
}

const cpuSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1e6;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function push(source: BenchSource, body: BodyInit, json: boolean): Promise<void> {
  const reply = await fetch(source.url, {
    method: 'POST',
    headers: { 'x-api-key': source.key, ...(json ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await reply.text();
  if (reply.status !== 202) throw new Error(`push → ${reply.status} ${text}`);
  const { data } = JSON.parse(text) as { data: { rejected: unknown[] } };
  if (data.rejected.length > 0) throw new Error(`push refused documents: ${JSON.stringify(data.rejected[0])}`);
}

/** Times one request after another, a short pause apart, until `until` settles (or `count` are done). */
async function probe(request: () => Promise<Response>, stop: { count?: number; until?: Promise<unknown> }) {
  const times: number[] = [];
  let done = false;
  void stop.until?.finally(() => (done = true));
  while (!done && (stop.count === undefined || times.length < stop.count)) {
    const started = performance.now();
    const reply = await request();
    await reply.arrayBuffer();
    if (!reply.ok) throw new Error(`probe → ${reply.status}`);
    times.push(performance.now() - started);
    await pause(10);
  }
  return times;
}

/** The longest plain word of a text (outside URLs, paths and code): what the searchable probe looks for. */
const wordOf = (text: string) =>
  (text.replace(/\S*[:/.`@_=<>]\S*/g, ' ').match(/\b[a-z]{6,20}\b/g) ?? ['the']).reduce((longest, word) =>
    word.length > longest.length ? word : longest,
  );
const SEARCHABLE_TIMEOUT_MS = 10_000;

export async function measureIngestion(): Promise<IngestionResult> {
  const prose = realMarkdown(MARKDOWN_DOCUMENTS + SEARCHABLE_PROBES + 1);
  const markdown = prose.slice(0, MARKDOWN_DOCUMENTS);
  const probes = prose.slice(MARKDOWN_DOCUMENTS, MARKDOWN_DOCUMENTS + SEARCHABLE_PROBES);
  const first = prose[MARKDOWN_DOCUMENTS + SEARCHABLE_PROBES];
  const pdfs = Array.from({ length: PDF_DOCUMENTS }, (_, i) => {
    const pieces: ProseDocument[] = markdown.slice(i * PDF_PIECES, (i + 1) * PDF_PIECES);
    return writePdf(pieces[0].origin, pieces.map((piece) => piece.text).join('\n\n'));
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'ingestion-bench-'));
  const platform = await startPlatform({ port: 0, dataDir, speed: 'fast', seed: false });
  try {
    const source = await createBenchSource(platform);
    /** Pushes one document and waits until a word of it is found in its chunks; resolves to the milliseconds. */
    const pushUntilSearchable = async (id: string, text: string) => {
      const word = wordOf(text);
      const t = performance.now();
      await push(source, JSON.stringify({ documents: [{ id, content: text }] }), true);
      for (;;) {
        const { rows } = await platform.ctx.db.query(
          `select 1 from public.document_chunks k join public.documents d on d.id = k.document_id
            where d.external_id = $1 and k.fts @@ plainto_tsquery('english', $2) limit 1`,
          [id, word],
        );
        if (rows.length > 0) return performance.now() - t;
        if (performance.now() - t > SEARCHABLE_TIMEOUT_MS)
          throw new Error(`"${word}" never became searchable in ${id}`);
        await pause(5);
      }
    };
    // Throughput is measured once the worker is up; what starting it costs is its own row.
    const firstPush = await pushUntilSearchable('first.md', first.text);

    let started = performance.now();
    let cpu = process.cpuUsage();
    let bytes = 0;
    for (let first = 0; first < markdown.length; first += BATCH) {
      const documents = markdown.slice(first, first + BATCH).map((doc, j) => {
        bytes += Buffer.byteLength(doc.text);
        return { id: `prose/${first + j}-${doc.origin}`, content: doc.text };
      });
      await push(source, JSON.stringify({ documents }), true);
    }
    const markdownResult = {
      documents: markdown.length,
      bytes,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuSince(cpu),
    };

    const loopProbe = () => fetch(`${platform.url}/local/config.json`);
    const apiProbe = () =>
      fetch(`${source.url}/${encodeURIComponent(`prose/0-${markdown[0].origin}`)}`, {
        headers: { 'x-api-key': source.key },
      });
    const idleLoop = await probe(loopProbe, { count: IDLE_PROBES });
    const idleApi = await probe(apiProbe, { count: IDLE_PROBES });

    const form = new FormData();
    for (const [i, pdf] of pdfs.entries()) {
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `report-${i}.pdf`);
    }
    started = performance.now();
    cpu = process.cpuUsage();
    const batch = push(source, form, false);
    const [duringLoop, duringApi] = await Promise.all([
      probe(loopProbe, { until: batch }),
      probe(apiProbe, { until: batch }),
      batch,
    ]);
    const pdfResult = {
      documents: PDF_DOCUMENTS,
      bytes: pdfs.reduce((sum, pdf) => sum + pdf.length, 0),
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuSince(cpu),
    };
    const pages = pdfs.reduce((sum, pdf) => sum + (pdf.toString('latin1').match(/\/Type \/Page /g) ?? []).length, 0);

    const searchable: number[] = [];
    for (const [i, doc] of probes.entries()) searchable.push(await pushUntilSearchable(`probe/${i}.md`, doc.text));

    return {
      markdown: markdownResult,
      pdf: pdfResult,
      pdfPages: pages,
      searchable: latency(searchable),
      firstPush,
      loop: { idle: latency(idleLoop), duringPdf: latency(duringLoop) },
      api: { idle: latency(idleApi), duringPdf: latency(duringApi) },
    };
  } finally {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
