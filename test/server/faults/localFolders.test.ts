import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server/platform';
import type { SourceRow } from '../../../server/core/rows';
import { scanLocalFolder } from '../../../server/local/scan';
import { startTestPlatform } from '../helpers/platform';
import { apiUser, dataOf, eventually, type ApiUser } from '../api/apiClient';

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** Local folders under attack: files swapped after the scan, FIFOs, hard links out, odd names. */
describe('local folders stay confined', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'local-confine-'));
  const root = join(scratch, 'root');
  const outside = join(scratch, 'outside');
  let platform: Platform;
  let alice: ApiUser;
  let projectId: string;
  /** Alice's own folder: each account reads its subfolder of the local root. */
  let home: string;

  const folderOf = (name: string) => join(home, name);

  async function localSource(folder: string): Promise<string> {
    const sourceId = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'local' }),
      201,
    ).id;
    dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${sourceId}/set-entry-point/folder`, { path: folder }),
    );
    return sourceId;
  }

  async function sourceRow(sourceId: string): Promise<SourceRow> {
    const { rows } = await platform.ctx.asService((tx) =>
      tx.query<SourceRow>('select * from public.sources where id = $1', [sourceId]),
    );
    return rows[0];
  }

  async function scanned(sourceId: string) {
    const scan = await scanLocalFolder(platform.ctx, await sourceRow(sourceId));
    if (!scan.ok) throw new Error(scan.error);
    return scan;
  }

  async function index(sourceId: string) {
    dataOf(await alice.call('POST', `/projects/${projectId}/sources/${sourceId}/indexing/init`));
    await eventually(async () => {
      const { data } = await alice.client.from('indexing_runs').select('status').eq('source_id', sourceId);
      return /SUCCEEDED|FAILED/.test(String(data?.[0]?.status));
    }, 120_000);
    const { data: logs } = await alice.client.from('source_logs').select('message').eq('source_id', sourceId);
    const { data: docs } = await alice.client
      .from('documents')
      .select('external_id, content')
      .eq('source_id', sourceId);
    return { logs: (logs ?? []).map((line) => line.message as string), docs: docs ?? [] };
  }

  beforeAll(async () => {
    mkdirSync(outside, { recursive: true });
    writeFileSync(join(outside, 'secret.md'), '# Secret\n\nThe vault code is 1234.');
    platform = await startTestPlatform({ localRoot: root });
    alice = await apiUser(platform, 'Alice');
    home = join(root, alice.id);
    mkdirSync(home, { recursive: true });
    projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'Confined' }), 201).id;
  });
  afterAll(async () => {
    await alice.client.removeAllChannels();
    await platform.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('refuses a file swapped for a link to an outside file after the scan', async () => {
    mkdirSync(folderOf('swap'), { recursive: true });
    writeFileSync(join(folderOf('swap'), 'note.md'), 'An ordinary note.');
    const sourceId = await localSource('swap');
    const scan = await scanned(sourceId);
    expect(scan.items.map((item) => item.externalId)).toEqual(['note.md']);
    rmSync(join(folderOf('swap'), 'note.md'));
    symlinkSync(join(outside, 'secret.md'), join(folderOf('swap'), 'note.md'));
    const loaded = await scan.items[0].load();
    expect(text(loaded?.bytes)).not.toContain('vault code');
    expect(loaded).toBeNull();
    expect(scan.skips).toContainEqual(expect.objectContaining({ path: 'note.md', reason: 'changed' }));
  });

  it('refuses a file whose folder was swapped for a link out of the root after the scan', async () => {
    mkdirSync(join(folderOf('moved'), 'sub'), { recursive: true });
    writeFileSync(join(folderOf('moved'), 'sub', 'secret.md'), 'Inside the root.');
    const sourceId = await localSource('moved');
    const scan = await scanned(sourceId);
    expect(scan.items.map((item) => item.externalId)).toEqual(['sub/secret.md']);
    rmSync(join(folderOf('moved'), 'sub'), { recursive: true });
    symlinkSync(outside, join(folderOf('moved'), 'sub'));
    const loaded = await scan.items[0].load();
    expect(text(loaded?.bytes)).not.toContain('vault code');
    expect(loaded).toBeNull();
  });

  it('skips a file swapped for a FIFO after the scan without waiting for a writer', async () => {
    mkdirSync(folderOf('piped'), { recursive: true });
    writeFileSync(join(folderOf('piped'), 'notes.txt'), 'Plain notes.');
    const sourceId = await localSource('piped');
    const scan = await scanned(sourceId);
    rmSync(join(folderOf('piped'), 'notes.txt'));
    execFileSync('mkfifo', [join(folderOf('piped'), 'notes.txt')]);
    // Opening a FIFO for reading blocks until a writer comes, unless it is opened non-blocking.
    expect(await scan.items[0].load()).toBeNull();
    expect(scan.skips).toContainEqual({ path: 'notes.txt', reason: 'notRegular', detail: 'a FIFO' });
  });

  describe('a scan of a folder with FIFOs, hard links and odd names', () => {
    let result: Awaited<ReturnType<typeof index>>;

    beforeAll(async () => {
      const folder = folderOf('odd');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'kept.md'), '# Kept\n\nRead as usual.');
      writeFileSync(join(folder, 'twin-a.md'), '# Twin\n\nTwo names, both in this folder.');
      linkSync(join(folder, 'twin-a.md'), join(folder, 'twin-b.md'));
      linkSync(join(outside, 'secret.md'), join(folder, 'hard.md'));
      execFileSync('mkfifo', [join(folder, 'pipe.md')]);
      writeFileSync(
        Buffer.concat([Buffer.from(`${folder}/caf`), Buffer.from([0xe9]), Buffer.from('.md')]),
        'Latin-1 name',
      );
      writeFileSync(join(folder, 'photo.png'), 'not a document');
      result = await index(await localSource('odd'));
    }, 150_000);

    it('reads the ordinary files and both names of a hard link kept inside the folder', () => {
      expect(result.docs.map((doc) => doc.external_id).sort()).toEqual(['kept.md', 'twin-a.md', 'twin-b.md']);
    });

    it('refuses a hard link to an outside file', () => {
      expect(JSON.stringify(result.docs)).not.toContain('vault code');
      expect(result.logs).toContain(
        'Skipped hard.md: a hard link whose other names are not all in this folder (2 names)',
      );
    });

    it('skips a FIFO with a log line', () => {
      expect(result.logs).toContain('Skipped pipe.md: not a regular file (a FIFO)');
    });

    it('logs and counts a file name that is not UTF-8', () => {
      expect(result.logs).toContain(
        'Skipped caf\uFFFD.md: the file name is not valid UTF-8 or holds control characters',
      );
    });

    it('counts every skip in the scan line, with its reasons', () => {
      const line = result.logs.find((message) => message.startsWith('Scanned odd:'));
      expect(line).toBe(
        'Scanned odd: 3 added, 0 updated, 0 unchanged, 0 failed, 4 skipped, 0 removed (skipped: ' +
          '1 not a type the platform reads, 1 not a regular file, ' +
          '1 a hard link whose other names are not all in this folder, ' +
          '1 the file name is not valid UTF-8 or holds control characters)',
      );
      expect(result.logs).toContain('Skipped photo.png: not a type the platform reads (a binary format, .png)');
    });
  });
});
