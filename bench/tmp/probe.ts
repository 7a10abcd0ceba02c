import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from '../../server/platform';
import { createBenchSource } from '../ingestion/benchSource';
import { writePdf } from '../ingestion/pdfWriter';
import { realMarkdown } from '../ingestion/realProse';

const prose = realMarkdown(400);
const platform = await startPlatform({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'pr-')), speed: 'fast', seed: false });
const source = await createBenchSource(platform);
const db = platform.ctx.db;
type Ev = { t0: number; t1: number; sql: string; tx: boolean };
const evs: Ev[] = [];
let on = false;
const T = () => performance.now();
const q = db.query.bind(db);
db.query = (async (sql: string, p?: unknown[]) => { const t0 = T(); try { return await q(sql, p); } finally { if (on) evs.push({ t0, t1: T(), sql: sql.replace(/\s+/g, ' ').slice(0, 50), tx: false }); } }) as typeof db.query;
const tr = db.transaction.bind(db);
db.transaction = ((fn: any) => { const t0 = T(); return tr((tx: any) => fn({ ...tx, query: async (sql: string, p?: unknown[]) => { const s0 = T(); try { return await tx.query(sql, p); } finally { if (on) evs.push({ t0: s0, t1: T(), sql: '  tx> ' + sql.replace(/\s+/g, ' ').slice(0, 44), tx: true }); } } })).finally(() => { if (on) evs.push({ t0, t1: T(), sql: 'TRANSACTION', tx: false }); }); }) as typeof db.transaction;
// loop lag sampler
const lags: { t: number; lag: number }[] = [];
let last = T();
const iv = setInterval(() => { const now = T(); if (on && now - last > 6) lags.push({ t: last, lag: now - last }); last = now; }, 1);
await fetch(source.url, { method: 'POST', headers: { 'x-api-key': source.key, 'content-type': 'application/json' }, body: JSON.stringify({ documents: [{ id: 'd0', content: prose[0].text }] }) });
const form = new FormData();
for (let i = 0; i < 50; i++) {
  const pieces = prose.slice(i * 6, (i + 1) * 6);
  form.append('file', new Blob([new Uint8Array(writePdf(pieces[0].origin, pieces.map((x) => x.text).join('\n\n')))], { type: 'application/pdf' }), `r-${i}.pdf`);
}
const probes: { t0: number; t1: number }[] = [];
const base = T();
(globalThis as any).GW = [];
on = true;
let done = false;
const batch = fetch(source.url, { method: 'POST', headers: { 'x-api-key': source.key }, body: form }).then((r) => r.text()).finally(() => (done = true));
while (!done) {
  const t0 = T();
  const r = await fetch(`${source.url}/d0`, { headers: { 'x-api-key': source.key } });
  await r.arrayBuffer();
  probes.push({ t0, t1: T() });
  await new Promise((r) => setTimeout(r, 10));
}
await batch;
on = false;
clearInterval(iv);
const rel = (t: number) => (t - base).toFixed(1);
const sorted = [...probes].sort((a, b) => (b.t1 - b.t0) - (a.t1 - a.t0));
console.log('probes', probes.length, 'p50', (probes.map((p) => p.t1 - p.t0).sort((a, b) => a - b)[Math.floor(probes.length / 2)]).toFixed(1));
for (const p of sorted.slice(0, 6)) {
  console.log(`\nPROBE ${rel(p.t0)}–${rel(p.t1)} (${(p.t1 - p.t0).toFixed(1)} ms)`);
  for (const e of evs.filter((e) => e.t1 > p.t0 && e.t0 < p.t1).sort((a, b) => a.t0 - b.t0)) console.log(`  ${rel(e.t0)}–${rel(e.t1)} ${(e.t1 - e.t0).toFixed(1).padStart(5)} ${e.sql}`);
  for (const g of (globalThis as any).GW.filter((g: any) => g.t > p.t0 - 5 && g.t < p.t1)) console.log(`  GW ${rel(g.t)} ${JSON.stringify(g)}`);
  for (const l of lags.filter((l) => l.t + l.lag > p.t0 && l.t < p.t1)) console.log(`  LAG at ${rel(l.t)} ${l.lag.toFixed(1)} ms`);
}
await platform.close();
process.exit(0);
