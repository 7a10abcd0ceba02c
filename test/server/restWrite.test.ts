import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../../server/db/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { runWrite, type WriteRequest } from '../../server/supabase/restWrite';
import { publicTables } from '../../server/supabase/schemaCache';

let db: Database;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

/** Runs the writes with service rights (no API role may write) and rolls everything back. */
async function withService(
  fn: (
    write: (request: Omit<WriteRequest, 'columns' | 'table' | 'text'>) => ReturnType<typeof runWrite>,
    tx: Transaction,
  ) => Promise<void>,
) {
  const columns = (await publicTables(db)).get('projects')!;
  const rollback = new Error('roll back');
  await db
    .transaction(async (tx) => {
      const text = (body: unknown) => (body === null ? '' : JSON.stringify(body));
      await fn((request) => runWrite(tx, { table: 'projects', columns, text: text(request.body), ...request }), tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

const query = (text: string) => new URLSearchParams(text);

describe('PostgREST writes as the local REST builds them', () => {
  it('inserts, upserts, updates and deletes the filtered rows, returning the select shape', async () => {
    const owner = randomUUID();
    const id = randomUUID();
    await withService(async (write) => {
      const inserted = await write({
        method: 'POST',
        query: query('select=id,name'),
        body: [{ id, owner_id: owner, name: 'One' }],
        prefer: 'return=representation',
      });
      expect(JSON.parse(inserted.body)).toEqual([{ id, name: 'One' }]);

      const upserted = await write({
        method: 'POST',
        query: query('select=name&on_conflict=id'),
        body: { id, owner_id: owner, name: 'Two' },
        prefer: 'resolution=merge-duplicates,return=representation',
      });
      expect(JSON.parse(upserted.body)).toEqual([{ name: 'Two' }]);
      const ignored = await write({
        method: 'POST',
        query: query(''),
        body: { id, owner_id: owner, name: 'Three' },
        prefer: 'resolution=ignore-duplicates',
      });
      expect(ignored.n).toBe(0);

      const updated = await write({
        method: 'PATCH',
        query: query(`select=name,state&id=eq.${id}`),
        body: { name: 'Four', state: 'paused' },
        prefer: '',
      });
      expect(JSON.parse(updated.body)).toEqual([{ name: 'Four', state: 'paused' }]);
      const missed = await write({
        method: 'PATCH',
        query: query(`id=eq.${randomUUID()}`),
        body: { name: 'Five' },
        prefer: '',
      });
      expect(missed.n).toBe(0);

      const deleted = await write({ method: 'DELETE', query: query(`select=id&name=eq.Four`), body: null, prefer: '' });
      expect(JSON.parse(deleted.body)).toEqual([{ id }]);
    });
  });

  it('answers PostgREST errors for unknown body columns and filters, and bad bodies', async () => {
    await withService(async (write) => {
      await expect(write({ method: 'POST', query: query(''), body: { nope: 1 }, prefer: '' })).rejects.toMatchObject({
        status: 400,
        code: 'PGRST204',
      });
      await expect(
        write({ method: 'PATCH', query: query('nope=eq.1'), body: { name: 'x' }, prefer: '' }),
      ).rejects.toMatchObject({ status: 400, code: '42703' });
      await expect(write({ method: 'POST', query: query(''), body: [1], prefer: '' })).rejects.toMatchObject({
        code: 'PGRST102',
      });
      await expect(write({ method: 'PATCH', query: query(''), body: [], prefer: '' })).rejects.toMatchObject({
        code: 'PGRST102',
      });
    });
  });
});
