import { readFileSync } from 'node:fs';
import { startPlatform } from '../server/platform';
import { createUser } from '../server/supabase/users';
import { ensureBilling } from '../server/simulation/invoices';
import { keyPrefix, newProjectApiKey, sha256Hex } from '../server/api/secrets';

// `npx tsx bench/ingestion.ts`: documents/s and MB/s for 1,000 Markdown files of 5 kB and for 50 PDFs
// pushed through /push/v1, push-to-searchable p50/p95 at idle, and API p95 idle against during a PDF batch.

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const platform = await startPlatform({ port: 0, memory: true, speed: 'fast', seed: false });
try {
  const { id: ownerId } = await createUser(platform.ctx, {
    email: 'bench@example.com',
    password: 'bench-password',
    name: 'Bench',
  });
  const key = newProjectApiKey();
  const { projectId, sourceId } = await platform.ctx.asService(async (tx) => {
    await ensureBilling(tx, ownerId, 'team');
    const project = (
      await tx.query<{ id: string }>("insert into public.projects (owner_id, name) values ($1, 'Bench') returning id", [
        ownerId,
      ])
    ).rows[0].id;
    const source = (
      await tx.query<{ id: string }>(
        "insert into public.sources (owner_id, project_id, type, provider) values ($1, $2, 'push_api', 'push') returning id",
        [ownerId, project],
      )
    ).rows[0].id;
    const apiKey = (
      await tx.query<{ id: string }>(
        "insert into public.api_keys (owner_id, project_id, name, prefix) values ($1, $2, 'bench', $3) returning id",
        [ownerId, project, keyPrefix(key)],
      )
    ).rows[0].id;
    await tx.query(
      "insert into private.key_hashes (key_id, kind, owner_id, project_id, hash) values ($1, 'api_key', $2, $3, $4)",
      [apiKey, ownerId, project, sha256Hex(key)],
    );
    return { projectId: project, sourceId: source };
  });
  const url = `${platform.url}/push/v1/projects/${projectId}/sources/${sourceId}/documents`;
  const post = (body: BodyInit, json = true) =>
    fetch(url, {
      method: 'POST',
      headers: { 'x-api-key': key, ...(json ? { 'content-type': 'application/json' } : {}) },
      body,
    });

  const paragraph = 'Quarterly planning notes cover owners, dates, risks and open questions for every team. ';
  const markdown = (i: number) =>
    `# Note ${i}\n\n${paragraph.repeat(58)}\n\n## Details\n\n${paragraph.repeat(2)} token${i}`;
  let started = performance.now();
  let bytes = 0;
  for (let batch = 0; batch < 10; batch++) {
    const documents = Array.from({ length: 100 }, (_, j) => {
      const content = markdown(batch * 100 + j);
      bytes += content.length;
      return { id: `notes/${batch * 100 + j}.md`, content };
    });
    const reply = await post(JSON.stringify({ documents }));
    if (reply.status !== 202) throw new Error(`markdown batch → ${reply.status}`);
  }
  let seconds = (performance.now() - started) / 1000;
  console.log(
    `markdown: 1000 docs, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s → ${(1000 / seconds).toFixed(0)} docs/s, ${(bytes / 1e6 / seconds).toFixed(2)} MB/s`,
  );

  const pdf = readFileSync(new URL('../test/fixtures/travel-policy.pdf', import.meta.url));
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    await fetch(`${platform.url}/local/config.json`);
    idle.push(performance.now() - t);
  }
  const during: number[] = [];
  let pdfDone = false;
  started = performance.now();
  const pdfRun = (async () => {
    const form = new FormData();
    for (let i = 0; i < 50; i++) form.append('file', new Blob([pdf], { type: 'application/pdf' }), `pdf-${i}.pdf`);
    const reply = await post(form, false);
    if (reply.status !== 202) throw new Error(`pdf batch → ${reply.status}`);
    pdfDone = true;
  })();
  while (!pdfDone) {
    const t = performance.now();
    await fetch(`${platform.url}/local/config.json`);
    during.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await pdfRun;
  seconds = (performance.now() - started) / 1000;
  console.log(
    `pdf: 50 docs, ${((pdf.length * 50) / 1e6).toFixed(2)} MB in ${seconds.toFixed(1)} s → ${(50 / seconds).toFixed(1)} docs/s`,
  );
  console.log(
    `API p95 idle ${percentile(idle, 95).toFixed(1)} ms, during PDF batch ${percentile(during, 95).toFixed(1)} ms (${during.length} requests)`,
  );

  const latencies: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    const word = `zebra${i}quark`;
    await post(
      JSON.stringify({ documents: [{ id: `probe-${i}.md`, content: `# Probe\n\nThe ${word} appears once.` }] }),
    );
    for (;;) {
      const { rows } = await platform.ctx.db.query(
        "select 1 from public.document_chunks where fts @@ websearch_to_tsquery('english', $1) limit 1",
        [word],
      );
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    latencies.push(performance.now() - t);
  }
  console.log(
    `push-to-searchable p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
  );
} finally {
  await platform.close();
}
