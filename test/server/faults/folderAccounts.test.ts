import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../../server/platform';
import { parseCliOptions, resolveOptions } from '../../../server/options';
import { ensureBilling } from '../../../server/billing/invoices';
import { createUser } from '../../../server/supabase/users';
import { newSupabaseClient, startTestPlatform } from '../helpers/platform';
import { apiUser, dataOf, eventually, expectError, type ApiUser } from '../api/apiClient';

/** Each account reads only the folder the operator gave it: its own subfolder, or a grant. */
describe('local folders per account', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'local-accounts-'));
  const root = join(scratch, 'root');
  const granted = join(scratch, 'team-handbook');
  const carolEmail = 'carol.grant@example.com';
  let platform: Platform;
  let alice: ApiUser;
  let bob: ApiUser;

  async function localSource(user: ApiUser) {
    const projectId = dataOf(await user.call<{ id: string }>('POST', '/projects', { name: 'Folders' }), 201).id;
    const sourceId = dataOf(
      await user.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'local' }),
      201,
    ).id;
    return `/projects/${projectId}/sources/${sourceId}`;
  }

  const listed = async (user: ApiUser, base: string, parent = '') =>
    dataOf(
      await user.call<{ options: { id: string; name: string }[] }>(
        'GET',
        `${base}/list-entry-point-options/folder${parent ? `?parent=${encodeURIComponent(parent)}` : ''}`,
      ),
    ).options;

  beforeAll(async () => {
    platform = await startTestPlatform({ localRoot: root, localGrants: [{ account: carolEmail, path: granted }] });
    alice = await apiUser(platform, 'Alice');
    bob = await apiUser(platform, 'Bob');
    mkdirSync(join(root, alice.id, 'handbook'), { recursive: true });
    writeFileSync(join(root, alice.id, 'handbook', 'salaries.md'), '# Salaries\n\nAlice earns a secret amount.');
  });
  afterAll(async () => {
    await platform.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it("lists an account's own folder to it", async () => {
    const base = await localSource(alice);
    const options = await listed(alice, base);
    expect(options.map((option) => option.id)).toEqual(['.', 'handbook']);
    expect(options[0].name).toContain(join(root, alice.id));
    const set = dataOf(
      await alice.call<{ custom: { entrypoint: { root: string } } }>('PATCH', `${base}/set-entry-point/folder`, {
        path: 'handbook',
      }),
    );
    expect(set.custom.entrypoint.root).toBe(join(root, alice.id));
  });

  it("refuses a second account the first one's folder: not listed, not chosen, not indexed", async () => {
    const base = await localSource(bob);
    const options = await listed(bob, base);
    expect(options.map((option) => option.id)).toEqual(['.']);
    expect(JSON.stringify(options)).not.toContain(alice.id);
    for (const parent of ['handbook', alice.id, `../${alice.id}`, `../${alice.id}/handbook`]) {
      expectError(
        await bob.call('GET', `${base}/list-entry-point-options/folder?parent=${encodeURIComponent(parent)}`),
        400,
        'INVALID_PARENT',
      );
    }
    for (const path of ['handbook', `${alice.id}/handbook`, `../${alice.id}/handbook`, join(root, alice.id)]) {
      expectError(await bob.call('PATCH', `${base}/set-entry-point/folder`, { path }), 400, 'INVALID_FOLDER');
    }

    // Even a folder written into the source's settings behind the API's back is read inside Bob's own folder.
    const sourceId = base.split('/').pop()!;
    await platform.ctx.asService((tx) =>
      tx.query(
        `update public.sources set custom = jsonb_build_object('entrypoint', jsonb_build_object('path', $2::text)) where id = $1`,
        [sourceId, 'handbook'],
      ),
    );
    dataOf(await bob.call('POST', `${base}/indexing/init`));
    const run = await eventually(async () => {
      const { data } = await bob.client.from('indexing_runs').select('status, error').eq('source_id', sourceId);
      return data?.[0]?.status === 'FAILED' || data?.[0]?.status === 'SUCCEEDED' ? data[0] : null;
    }, 120_000);
    expect(run).toEqual({ status: 'FAILED', error: 'Folder "handbook" does not exist under the local root' });
    const { data: docs } = await bob.client.from('documents').select('content').eq('source_id', sourceId);
    expect(JSON.stringify(docs)).not.toContain('secret amount');
  }, 150_000);

  it('gives an account with a grant the folder the operator named instead of its own', async () => {
    mkdirSync(join(granted, 'policies'), { recursive: true });
    const { id } = await createUser(platform.ctx, {
      email: carolEmail,
      password: 'correct-horse-battery',
      name: 'Carol',
    });
    await platform.ctx.asService((tx) => ensureBilling(tx, id, 'team'));
    const client = newSupabaseClient(platform.url);
    const { data } = await client.auth.signInWithPassword({ email: carolEmail, password: 'correct-horse-battery' });
    const call: ApiUser['call'] = async (method, path, body) => {
      const response = await fetch(`${platform.url}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${data.session!.access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as never };
    };
    const carol = { ...alice, id, email: carolEmail, client, call } as ApiUser;
    const base = await localSource(carol);
    expect((await listed(carol, base)).map((option) => option.id)).toEqual(['.', 'policies']);
    expect((await listed(alice, await localSource(alice))).map((option) => option.id)).not.toContain('policies');

    writeFileSync(join(granted, 'policies', 'travel.md'), '# Travel\n\nBook trains, not planes.');
    dataOf(await carol.call('PATCH', `${base}/set-entry-point/folder`, { path: 'policies' }));
    dataOf(await carol.call('POST', `${base}/indexing/init`));
    const sourceId = base.split('/').pop()!;
    const run = await eventually(async () => {
      const { data } = await carol.client
        .from('indexing_runs')
        .select('status, documents_added')
        .eq('source_id', sourceId);
      return data?.[0]?.status === 'FAILED' || data?.[0]?.status === 'SUCCEEDED' ? data[0] : null;
    }, 120_000);
    expect(run).toEqual({ status: 'SUCCEEDED', documents_added: 1 });
  }, 150_000);

  it('takes grants from the command line, one folder per account', () => {
    expect(parseCliOptions(['--local-grant', 'Carol@Example.com=/srv/handbook']).localGrants).toEqual([
      { account: 'carol@example.com', path: '/srv/handbook' },
    ]);
    expect(() => parseCliOptions(['--local-grant', 'nobody'])).toThrow('--local-grant takes EMAIL=DIR or USER_ID=DIR');
    expect(() =>
      resolveOptions({
        localGrants: [
          { account: 'a@example.com', path: '/one' },
          { account: 'A@example.com', path: '/two' },
        ],
      }),
    ).toThrow('--local-grant names a@example.com twice');
  });
});
