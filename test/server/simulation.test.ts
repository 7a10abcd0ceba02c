import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { DEMO_USER, seedDemo } from '../../server/seed/seed';
import { newSupabaseClient, startTestPlatform } from './helpers/platform';
import { eventually } from './api/apiClient';

let platform: Platform;

beforeAll(async () => {
  platform = await startTestPlatform({ seed: true });
});
afterAll(() => platform.close());

const signInDemo = async (url: string) => {
  const client = newSupabaseClient(url);
  const { error } = await client.auth.signInWithPassword({ email: DEMO_USER.email, password: DEMO_USER.password });
  expect(error).toBeNull();
  return client;
};

interface Source {
  id: string;
  name: string;
  type: string;
  status: string;
  custom: Record<string, unknown> | null;
  documents_count: number;
  project_id: string;
}

describe('seedDemo', () => {
  it('gives the demo account three projects with sources in different states', async () => {
    const client = await signInDemo(platform.url);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.user_metadata.name).toBe('Demo Developer');
    const { data: projects } = await client.from('projects').select('id, name, state').order('name');
    expect(projects?.map((p) => [p.name, p.state])).toEqual([
      ['Acme Knowledge Base', 'active'],
      ['Sandbox', 'active'],
      ['Support Inbox', 'paused'],
    ]);
    const acme = projects![0].id;
    const { data: sources } = await client.from('sources').select('*').eq('project_id', acme).order('created_at');
    const byType = Object.fromEntries((sources as Source[]).map((s) => [s.type, s]));
    expect(Object.keys(byType).sort()).toEqual(['github_branch', 'google_drive', 'notion', 'push_api']);
    expect(byType.google_drive).toMatchObject({
      status: 'IDLE',
      documents_count: 20,
      custom: { entrypoint: { name: 'Design' }, tokens: { refresh_token: '[redacted]' } },
    });
    expect(byType.github_branch.custom).toMatchObject({
      entrypoint: { owner: 'acme', repo: 'handbook', branch: 'main' },
      tokens: { token: '[redacted]' },
    });
    expect(byType.notion.custom).toBeNull();
    expect(byType.push_api.custom).toEqual({ entrypoint: { name: 'ingest' } });

    const { data: logs } = await client.from('source_logs').select('severity').eq('source_id', byType.google_drive.id);
    expect(new Set(logs?.map((l) => l.severity))).toEqual(new Set(['INFO', 'WARNING', 'ERROR']));
    expect((await client.from('api_keys').select('id').eq('project_id', acme)).data).toHaveLength(1);
    expect((await client.from('webhooks').select('id').eq('project_id', acme)).data).toHaveLength(1);
    expect((await client.from('admin_keys').select('id')).data).toHaveLength(1);
    const { data: support } = await client.from('sources').select('type').eq('project_id', projects![2].id);
    expect(support).toEqual([{ type: 'slack' }]);

    // The handbook was left indexing at start-up and finishes by itself.
    await eventually(async () => {
      const { data } = await client
        .from('sources')
        .select('status, documents_count')
        .eq('id', byType.github_branch.id)
        .single();
      return data?.status === 'IDLE' && data.documents_count === 20;
    });
  });

  it('is idempotent', async () => {
    await seedDemo(platform.ctx, platform.url);
    const { rows } = await platform.ctx.db.query<{ n: number }>(
      "select count(*)::int as n from public.projects p join auth.users u on u.id = p.owner_id where u.email = 'demo@example.com'",
    );
    expect(rows[0].n).toBe(3);
  });
});

describe('simulations across a restart', () => {
  it('resumes indexing left unfinished by the previous run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-sim-'));
    try {
      const first = await startTestPlatform({ seed: true, memory: false, dataDir, speed: 'normal' });
      // Closed well before the handbook's first step (600 ms): the job row stays behind.
      await first.close();
      const second = await startTestPlatform({ seed: true, memory: false, dataDir });
      try {
        const client = await signInDemo(second.url);
        // Two platforms opening a data dir on disk, then a 20-document run: generous waits for a loaded runner.
        await eventually(async () => {
          const { data } = await client
            .from('sources')
            .select('status, documents_count')
            .eq('type', 'github_branch')
            .single();
          return data?.status === 'IDLE' && data.documents_count === 20;
        }, 60_000);
        const { rows } = await second.ctx.db.query('select * from private.source_jobs');
        expect(rows).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
