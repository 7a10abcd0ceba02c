import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import type { Claims } from '../../server/core/context';
import { asOwner } from '../../server/api/userTransaction';
import { ANON_CLAIMS } from '../../server/supabase/jwt';
import { createUser } from '../../server/supabase/users';
import { insertProject } from './helpers/rows';
import { startTestPlatform } from './helpers/platform';

let platform: Platform;
let alice: Claims;
let bob: Claims;
let bobProject: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = {
    sub: (await createUser(platform.ctx, { email: 'alice@example.com', password: 'alice-password', name: 'Alice' })).id,
    role: 'authenticated',
  };
  bob = {
    sub: (await createUser(platform.ctx, { email: 'bob@example.com', password: 'bob-password', name: 'Bob' })).id,
    role: 'authenticated',
  };
  await insertProject(platform, alice.sub, { name: 'Alice project' });
  bobProject = (await insertProject(platform, bob.sub, { name: 'Bob project' })).id;
});
afterAll(() => platform.close());

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

describe('ctx.asUser isolation (RLS decides)', () => {
  it('sees only the caller’s rows and may write none (migration 0004)', async () => {
    const names = await platform.ctx.asUser(alice, (tx) =>
      tx.query<{ name: string }>('select name from public.projects'),
    );
    expect(names.rows).toEqual([{ name: 'Alice project' }]);
    for (const write of [
      "update public.projects set name = 'hijacked' where owner_id = auth.uid()",
      "insert into public.projects (name) values ('mine')",
      'delete from public.projects where owner_id = auth.uid()',
    ]) {
      expect(await errorCode(platform.ctx.asUser(alice, (tx) => tx.query(write))), write).toBe('42501');
    }
    const untouched = await platform.ctx.asService((tx) =>
      tx.query('select name from public.projects where id = $1', [bobProject]),
    );
    expect(untouched.rows).toEqual([{ name: 'Bob project' }]);
    const insertForBob = platform.ctx.asUser(alice, (tx) =>
      tx.query("insert into public.projects (owner_id, name) values ($1, 'planted')", [bob.sub]),
    );
    expect(await errorCode(insertForBob)).toBe('42501');
  });

  it('defaults owner_id to auth.uid() from the claims of an API write', async () => {
    const { rows } = await asOwner(platform.ctx, alice, (tx) =>
      tx.query<{ owner_id: string }>("insert into public.projects (name) values ('via default') returning owner_id"),
    );
    expect(rows[0].owner_id).toBe(alice.sub);
  });

  it('keeps private, auth and capture tables away from API roles', async () => {
    for (const claims of [alice, ANON_CLAIMS]) {
      for (const table of [
        'private.source_credentials',
        'private.key_hashes',
        'auth.users',
        'auth.sessions',
        'local_platform.changes',
      ]) {
        expect(await errorCode(platform.ctx.asUser(claims, (tx) => tx.query(`select * from ${table}`)))).toBe('42501');
      }
    }
    expect(await errorCode(platform.ctx.asUser(ANON_CLAIMS, (tx) => tx.query('select * from public.projects')))).toBe(
      '42501',
    );
    expect(
      await errorCode(
        platform.ctx.asUser(ANON_CLAIMS, (tx) => tx.query('select public.restore_project(gen_random_uuid())')),
      ),
    ).toBe('42501');
  });

  it('rolls the whole transaction back when a statement fails', async () => {
    const failing = asOwner(platform.ctx, alice, async (tx) => {
      await tx.query("insert into public.projects (name) values ('half written')");
      await tx.query("insert into public.projects (name) values ('')"); // violates the name length check
    });
    expect(await errorCode(failing)).toBe('23514');
    const { rows } = await platform.ctx.asService((tx) =>
      tx.query("select 1 from public.projects where name = 'half written'"),
    );
    expect(rows).toHaveLength(0);
  });

  it('does not leak the role or claims out of a transaction', async () => {
    await platform.ctx.asUser(alice, (tx) => tx.query('select 1'));
    const { rows } = await platform.ctx.db.query<{ own_role: boolean; sub: string | null }>(
      `select current_user = session_user as own_role, nullif(current_setting('request.jwt.claims', true), '') as sub`,
    );
    // Back to the role the platform connected as (postgres in PGlite, the server's superuser on PostgreSQL).
    expect(rows[0]).toEqual({ own_role: true, sub: null });
  });
});
