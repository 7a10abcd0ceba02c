import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server/platform';
import { startTestPlatform } from '../helpers/platform';
import { apiUser, dataOf, expectError, type ApiUser } from '../api/apiClient';
import { parseCliOptions, resolveOptions } from '../../../server/options';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));

describe('local folders', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'local-root-'));
  const root = join(scratch, 'root');
  const outside = join(scratch, 'outside');
  let platform: Platform;
  let alice: ApiUser;
  let projectId: string;
  let sourceId: string;
  /** Alice's own folder under the local root, where her sources' folders live. */
  let home: string;

  beforeAll(async () => {
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'secret.md'), '# Secret\n\nThe vault code is 1234.');
    platform = await startTestPlatform({ localRoot: root });
    alice = await apiUser(platform, 'Alice');
    home = join(root, alice.id);
    projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Local' }), 201).id;
    sourceId = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'local' }),
      201,
    ).id;
  });
  afterAll(async () => {
    await alice.client.removeAllChannels();
    await platform.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const base = () => `/projects/${projectId}/sources/${sourceId}`;

  async function index(kind: 'init' | 'update' | 'rebuild') {
    dataOf(await alice.call('POST', `${base()}/indexing/${kind}`));
    let run:
      { status: string; documents_added: number; documents_updated: number; documents_removed: number } | undefined;
    await expect
      .poll(
        async () => {
          const { data } = await alice.client
            .from('indexing_runs')
            .select('status, documents_added, documents_updated, documents_removed, started_at')
            .eq('source_id', sourceId)
            .order('started_at', { ascending: false })
            .limit(1);
          run = data?.[0];
          return run?.status;
        },
        { timeout: 20_000 },
      )
      .toMatch(/SUCCEEDED|FAILED/);
    return run!;
  }

  async function docs() {
    const { data } = await alice.client
      .from('documents')
      .select('external_id, status, content, title')
      .eq('source_id', sourceId);
    return Object.fromEntries((data ?? []).map((d) => [d.external_id as string, d]));
  }

  it('creates the local root when missing, with a documented default and a CLI option', () => {
    expect(existsSync(root)).toBe(true);
    expect(resolveOptions().localRoot).toBe('.data/local-files');
    expect(parseCliOptions(['--local-root', '/srv/files']).localRoot).toBe('/srv/files');
  });

  it('lists folders of the local root as entrypoint options, never a link out of it', async () => {
    mkdirSync(join(home, 'handbook', 'policies'), { recursive: true });
    mkdirSync(join(home, 'empty'), { recursive: true });
    symlinkSync(outside, join(home, 'escape'));
    const listed = dataOf(
      await alice.call<{ options: { id: string; hasChildren: boolean }[] }>(
        'GET',
        `${base()}/list-entry-point-options/folder`,
      ),
    );
    expect(listed.options.map((o) => [o.id, o.hasChildren])).toEqual([
      ['.', false],
      ['empty', false],
      ['handbook', true],
    ]);
    const nested = dataOf(
      await alice.call<{ options: { id: string }[] }>(
        'GET',
        `${base()}/list-entry-point-options/folder?parent=handbook`,
      ),
    );
    expect(nested.options.map((o) => o.id)).toEqual(['handbook/policies']);
    expectError(await alice.call('GET', `${base()}/list-entry-point-options/folder?parent=..`), 400, 'INVALID_PARENT');
    expectError(
      await alice.call('GET', `${base()}/list-entry-point-options/folder?parent=escape`),
      400,
      'INVALID_PARENT',
    );
  });

  it('refuses "..", absolute paths and links out of the root as the folder', async () => {
    for (const path of ['..', '../outside', outside, 'handbook/../../outside', 'escape', 'missing']) {
      expectError(await alice.call('PATCH', `${base()}/set-entry-point/folder`, { path }), 400, 'INVALID_FOLDER');
    }
    const set = dataOf(
      await alice.call<{ custom: { entrypoint: unknown } }>('PATCH', `${base()}/set-entry-point/folder`, {
        id: 'handbook',
        name: 'handbook',
      }),
    );
    expect(set.custom.entrypoint).toEqual({ path: 'handbook', name: 'handbook', root: home });
  });

  it('indexes the files of the folder in every format, skipping links out of the root', async () => {
    writeFileSync(join(home, 'handbook', 'benefits.md'), '# Benefits\n\nDental plan for every employee.');
    writeFileSync(join(home, 'handbook', 'policies', 'travel.pdf'), fixture('travel-policy.pdf'));
    writeFileSync(join(home, 'handbook', 'onboarding.docx'), fixture('onboarding.docx'));
    writeFileSync(join(home, 'handbook', 'photo.png'), 'not indexed');
    writeFileSync(join(home, 'handbook', '.hidden.md'), 'not indexed');
    symlinkSync(join(outside, 'secret.md'), join(home, 'handbook', 'leak.md'));
    const run = await index('init');
    expect(run).toMatchObject({ status: 'SUCCEEDED', documents_added: 3 });
    const found = await docs();
    expect(Object.keys(found).sort()).toEqual(['benefits.md', 'onboarding.docx', 'policies/travel.pdf']);
    expect(found['policies/travel.pdf'].content).toContain('quokka');
    expect(JSON.stringify(found)).not.toContain('vault code');
    const { data: logs } = await alice.client.from('source_logs').select('message').eq('source_id', sourceId);
    expect(logs?.map((l) => l.message)).toContain('Skipped leak.md: the link points out of the local root');
  });

  it('skips unchanged files by content hash, replaces changed ones and removes deleted ones', async () => {
    const unchanged = await index('update');
    expect(unchanged).toMatchObject({ documents_added: 0, documents_updated: 0, documents_removed: 0 });
    writeFileSync(join(home, 'handbook', 'benefits.md'), '# Benefits\n\nVision plan added this year.');
    rmSync(join(home, 'handbook', 'onboarding.docx'));
    writeFileSync(join(home, 'handbook', 'new.txt'), 'A brand new note.');
    const changed = await index('update');
    expect(changed).toMatchObject({ documents_added: 1, documents_updated: 1, documents_removed: 1 });
    const found = await docs();
    expect(Object.keys(found).sort()).toEqual(['benefits.md', 'new.txt', 'policies/travel.pdf']);
    expect(found['benefits.md'].content).toContain('Vision plan');
  });

  it('fails the run with the reason when the folder is gone, inventing nothing', async () => {
    rmSync(join(home, 'handbook'), { recursive: true });
    const run = await index('update');
    expect(run.status).toBe('FAILED');
    const { data } = await alice.client
      .from('indexing_runs')
      .select('error')
      .eq('source_id', sourceId)
      .eq('status', 'FAILED');
    expect(data?.[0]?.error).toBe('Folder "handbook" does not exist under the local root');
  });
});
