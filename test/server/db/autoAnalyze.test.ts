import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server/platform';
import { analyzeChangedTables } from '../../../server/db/autoAnalyze';
import { signedInClient, startTestPlatform } from '../helpers/platform';
import { insertProject, insertSourceWithLogs } from '../helpers/rows';

// PGlite runs no autovacuum; the platform applies its analyze rule itself, so a page of a large log is
// read from its index, not sorted out of every line, as on a hosted database.

const LINES = 20_000;
let platform: Platform;
let sourceId: string;
let ownerId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const user = await signedInClient(platform, 'Analyzer');
  ownerId = user.id;
  const project = await insertProject(platform, user.id, { name: 'Big logs' });
  sourceId = await insertSourceWithLogs(platform, user.id, project.id, {
    count: LINES,
    severity: `'INFO'`,
    message: `'line ' || g`,
    createdAt: `timestamptz '2025-01-01T00:00:00Z' + g * interval '1 second'`,
  });
});
afterAll(() => platform.close());

const newestPagePlan = async () => {
  const { rows } = await platform.ctx.asUser({ sub: ownerId, role: 'authenticated' } as never, (tx) =>
    tx.query<{ 'QUERY PLAN': string }>(
      `explain select * from public.source_logs where owner_id = $1 and source_id = $2
       order by created_at desc, id desc limit 200`,
      [ownerId, sourceId],
    ),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

describe('analyzing changed tables (autovacuum has no launcher in PGlite)', () => {
  it('analyzes a table after a bulk write, and the newest page of its log is then read from the index', async () => {
    expect(await analyzeChangedTables(platform.ctx.db)).toContain('public.source_logs');
    const plan = await newestPagePlan();
    expect(plan).toMatch(/Index Scan Backward using source_logs_source_keyset_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('leaves tables alone until more than autovacuum’s share of their rows changed again', async () => {
    await analyzeChangedTables(platform.ctx.db);
    await platform.ctx.asService((tx) =>
      tx.query(`update public.source_logs set message = message || '!' where source_id = $1 and created_at < $2`, [
        sourceId,
        '2025-01-01T00:00:11Z',
      ]),
    );
    expect(await analyzeChangedTables(platform.ctx.db)).not.toContain('public.source_logs');
  });

  it('moves the pending list of a written table’s GIN index into the index, as autovacuum’s analyze does', async () => {
    const pendingPages = async () => {
      const { rows } = await platform.ctx.db.query<{ pages: number }>(
        "select gin_clean_pending_list('public.source_logs_message_trgm_idx'::regclass)::int as pages",
      );
      return rows[0].pages;
    };
    const writeLines = () =>
      platform.ctx.asService((tx) =>
        tx.query(
          `insert into public.source_logs (owner_id, project_id, source_id, severity, message)
           select owner_id, project_id, id, 'INFO', 'pending line ' || g from public.sources, generate_series(1, 500) g
            where id = $1`,
          [sourceId],
        ),
      );
    await writeLines();
    expect(await pendingPages()).toBeGreaterThan(0);
    await writeLines();
    await analyzeChangedTables(platform.ctx.db);
    expect(await pendingPages()).toBe(0);
  });
});
