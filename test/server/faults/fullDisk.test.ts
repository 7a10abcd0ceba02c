import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startPlatform } from '../../../server/platform';
import { STORAGE_MARGIN_BYTES } from '../../../server/db/storageGuard';
import { InsufficientStorage } from '../../../server/db/failures';
import { pgliteDatabase } from '../../../server/db/pgliteDatabase';
import type { PGlite } from '@electric-sql/pglite';
import { dataOf, expectError, type ApiReply } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { createApiKey, createPushSource, pushClient } from '../push/pushClient';

// The disk check guards PGlite's own folder; PostgreSQL's disk is its server's.
const onPglite = process.env.TEST_DATABASE !== 'postgres';
const folder = mkdtempSync(join(tmpdir(), 'full-disk-'));
const GiB = 1024 ** 3;
/** The free space the platform is told its disk has: the test's stand-in for filling a disk. */
let free = 10 * GiB;

afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => {
  free = 10 * GiB;
  vi.restoreAllMocks();
});

describe.runIf(onPglite)('a nearly full disk under PGlite', () => {
  const world = apiWorld('Disk', undefined, () => ({
    memory: false,
    dataDir: join(folder, 'data'),
    freeSpace: async () => free,
  }));
  const newProject = (name: string) => world.alice.call<{ id: string }>('POST', '/projects', { name });
  const search = () => world.alice.call('GET', `/projects/${world.projectId}/search?q=anything&mode=keyword`);

  it('refuses writes with 507 naming the folder and the space needed, keeps reads, and resumes once space is freed', async () => {
    free = STORAGE_MARGIN_BYTES - 1;
    const refused = await newProject('Refused');
    expectError(refused as ApiReply, 507, 'INSUFFICIENT_STORAGE');
    expect(refused.body.error).toContain(join(folder, 'data'));
    expect(refused.body.error).toContain(`${STORAGE_MARGIN_BYTES / 1024 / 1024} MB`);
    dataOf(await search());
    expect((await fetch(`${world.platform.url}/local/config.json`)).status).toBe(200);

    free = 10 * GiB;
    dataOf(await newProject('Accepted'), 201);
  });

  it('answers a push 507 without logging the pushed text', async () => {
    const key = await createApiKey(world.alice, world.projectId);
    const sourceId = await createPushSource(world.alice, world.projectId);
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(inspect(args)));
    free = STORAGE_MARGIN_BYTES - 1;
    const secretText = 'confidential-paragraph '.repeat(500);
    const reply = await pushClient(world.platform.url).json(world.projectId, sourceId, key, {
      documents: [{ id: 'doc-1', content: secretText }],
    });
    expect(reply.status).toBe(507);
    expect(reply.body.errorCode).toBe('INSUFFICIENT_STORAGE');
    expect(logged.join('\n')).not.toContain('confidential-paragraph');
  });

  it('keeps statement parameters out of a logged database error', async () => {
    const text = 'private document text '.repeat(200);
    const error = await world.platform.ctx.db.query('select $1::int', [text]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(inspect(error)).not.toContain('private document text');
  });
});

describe.runIf(onPglite)('starting on a full disk', () => {
  it('stops with one line saying so instead of aborting inside PGlite', async () => {
    const started = startPlatform({
      port: 0,
      seed: false,
      memory: false,
      dataDir: join(folder, 'full'),
      freeSpace: async () => 4 * 1024 * 1024,
    });
    await expect(started).rejects.toThrow(
      /^Not enough free disk space to open the database in .*full: 4 MB free, at least \d+ MB needed\.$/,
    );
  });

  it('answers a write PGlite could not store for lack of space (ENOSPC between two looks) as InsufficientStorage', async () => {
    const full = Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
      code: '53100',
    });
    const pglite = { query: () => Promise.reject(full) } as unknown as PGlite;
    const db = pgliteDatabase(pglite, undefined, '/data');
    await expect(db.query('insert into t values ($1)', ['text'])).rejects.toBeInstanceOf(InsufficientStorage);
  });

  it('names the folder and the space needed in a refused write', () => {
    expect(InsufficientStorage.inFolder('/data', 128 * 1024 * 1024, 0).message).toBe(
      'Not enough free disk space for the database in /data (0 MB free): writes resume once at least 128 MB are free.',
    );
  });
});
