import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Platform } from '../../server/platform';
import { MAX_ROWS } from '../../server/supabase/restQuery';
import { signedInClient, startTestPlatform } from './helpers/platform';
import { insertProject, insertSourceWithLogs } from './helpers/rows';

const LINES = 1200;
let platform: Platform;
let user: { id: string; client: SupabaseClient; session: { access_token: string } };
let sourceId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  user = await signedInClient(platform, 'Pager');
  const project = await insertProject(platform, user.id, { name: 'Logs' });
  // Pairs of lines share a timestamp, so the keyset has to break ties on id.
  sourceId = await insertSourceWithLogs(platform, user.id, project.id, {
    count: LINES,
    severity: `(array['INFO','WARNING','ERROR'])[1 + g % 3]`,
    message: `'line ' || g || case when g % 100 = 0 then ' timeout' else '' end`,
    createdAt: `timestamptz '2025-01-01T00:00:00Z' + (g / 2) * interval '1 second'`,
  });
});
afterAll(() => platform.close());

const rest = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${platform.url}/rest/v1/${path}`, {
    headers: { apikey: platform.ctx.options.anonKey, Authorization: `Bearer ${user.session.access_token}`, ...headers },
  });

describe('rest paging, ranges and compression', () => {
  it('caps an unbounded select of a growing table at MAX_ROWS, and honours limit and offset', async () => {
    const all = await rest(`source_logs?select=id&source_id=eq.${sourceId}`, { Prefer: 'count=exact' });
    expect(all.status).toBe(206);
    expect(((await all.json()) as unknown[]).length).toBe(MAX_ROWS);
    expect(all.headers.get('Content-Range')).toBe(`0-${MAX_ROWS - 1}/${LINES}`);

    const page = await rest(
      `source_logs?select=message&source_id=eq.${sourceId}&order=created_at.asc,id.asc&limit=5&offset=10`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Range')).toBe('10-14/*');
    expect(((await page.json()) as unknown[]).length).toBe(5);

    const projects = await rest('projects?select=id');
    expect(projects.status).toBe(200);
  });

  it('reads the Range request header and answers 206 with Content-Range, 416 past the end', async () => {
    const partial = await rest(`source_logs?select=id&source_id=eq.${sourceId}&order=id`, {
      Range: '20-29',
      'Range-Unit': 'items',
      Prefer: 'count=exact',
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('Content-Range')).toBe(`20-29/${LINES}`);
    expect(((await partial.json()) as unknown[]).length).toBe(10);

    const intersected = await rest(`source_logs?select=id&source_id=eq.${sourceId}&limit=25`, { Range: '20-29' });
    expect(intersected.headers.get('Content-Range')).toBe('20-24/*');

    const beyond = await rest(`source_logs?select=id&source_id=eq.${sourceId}`, {
      Range: '5000-5009',
      Prefer: 'count=exact',
    });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('pages newest first by keyset on (created_at, id) without duplicates or gaps', async () => {
    const seen: string[] = [];
    let cursor: { created_at: string; id: string } | null = null;
    for (;;) {
      let query = user.client
        .from('source_logs')
        .select('id, created_at')
        .eq('source_id', sourceId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(200);
      if (cursor) {
        const at = `"${cursor.created_at}"`;
        query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`);
      }
      const { data, error } = await query;
      expect(error).toBeNull();
      if (!data?.length) break;
      seen.push(...data.map((row) => row.id as string));
      cursor = data[data.length - 1] as { created_at: string; id: string };
    }
    expect(seen.length).toBe(LINES);
    expect(new Set(seen).size).toBe(LINES);
  });

  it('filters severity with in.(…) and searches with ilike, as SQL does', async () => {
    const { data, error } = await user.client
      .from('source_logs')
      .select('message')
      .eq('source_id', sourceId)
      .in('severity', ['ERROR', 'WARNING'])
      .ilike('message', '*TIMEOUT*')
      .limit(200);
    expect(error).toBeNull();
    const { rows } = await platform.ctx.asService((tx) =>
      tx.query<{ message: string }>(
        `select message from public.source_logs where source_id = $1 and severity in ('ERROR','WARNING') and message ilike '%timeout%'`,
        [sourceId],
      ),
    );
    expect(data?.map((row) => row.message).sort()).toEqual(rows.map((row) => row.message).sort());
    expect(rows.length).toBeGreaterThan(0);

    const bad = await rest(`source_logs?select=id&or=(severity.eq.INFO`);
    expect(bad.status).toBe(400);
  });

  it('compresses JSON with Brotli or gzip when the client accepts it', async () => {
    const path = `source_logs?select=*&source_id=eq.${sourceId}&limit=200`;
    const plain = await (await rest(path, { 'Accept-Encoding': 'identity' })).text();
    const viaNode = await rest(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(viaNode.headers.get('Content-Type')).toContain('application/json');
    // fetch decodes by itself; read the raw bytes over a request that asks for one encoding at a time.
    for (const encoding of ['br', 'gzip'] as const) {
      const raw = await rawGet(path, encoding);
      expect(raw.encoding).toBe(encoding);
      expect(raw.body.length).toBeLessThan(plain.length / 4);
      const text = (encoding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body)).toString('utf8');
      expect(text).toBe(plain);
    }
    expect(await viaNode.text()).toBe(plain);
  });
});

async function rawGet(path: string, encoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      `${platform.url}/rest/v1/${path}`,
      {
        headers: {
          apikey: platform.ctx.options.anonKey,
          Authorization: `Bearer ${user.session.access_token}`,
          'Accept-Encoding': encoding,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
