import { describe, expect, it } from 'vitest';
import { PUBLISH_CHARS, publishChunks } from '../../../server/content/chunks';
import type { Transaction } from '../../../server/db/types';

interface MovedRun {
  batch: string;
  document_id: string;
  first: number;
  last: number;
}

/**
 * Publishing moves a group's staged chunks in statements of about PUBLISH_CHARS of text, a long document
 * in runs of its positions, so the event loop turns between them; every position is moved exactly once and
 * a statement that finds fewer staged chunks than it expects fails the write.
 */
describe('publishing staged chunks', () => {
  const source = { id: 'source', owner_id: 'owner', project_id: 'project' };

  /** A transaction that records each move and answers as if every staged chunk (or all but `missing`) were there. */
  function recording(missing = 0) {
    const moves: MovedRun[][] = [];
    const tx: Transaction = {
      exec: async () => undefined,
      query: async (sql: string, params?: unknown[]) => {
        if (!sql.includes('insert into public.document_chunks')) return { rows: [], affectedRows: 0, fields: [] };
        const runs = JSON.parse(String(params?.[3])) as MovedRun[];
        moves.push(runs);
        const count = runs.reduce((sum, run) => sum + run.last - run.first + 1, 0);
        return { rows: [], affectedRows: count - missing, fields: [] };
      },
    };
    return { tx, moves };
  }

  it('moves a long document and its neighbours in bounded statements, each position once', async () => {
    const { tx, moves } = recording();
    const chunk = 1_000;
    const long = { batch: 'b1', documentId: 'd1', sizes: Array<number>(120).fill(chunk) };
    const short = { batch: 'b2', documentId: 'd2', sizes: [chunk, chunk] };
    await publishChunks(tx, source, [long, short]);

    expect(moves.length).toBeGreaterThan(1);
    for (const runs of moves) {
      const chars = runs.reduce((sum, run) => sum + (run.last - run.first + 1) * chunk, 0);
      expect(chars).toBeLessThanOrEqual(PUBLISH_CHARS);
    }
    const positions = (batch: string) =>
      moves
        .flat()
        .flatMap((run) =>
          run.batch === batch ? Array.from({ length: run.last - run.first + 1 }, (_, i) => run.first + i) : [],
        );
    expect(positions('b1')).toEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(positions('b2')).toEqual([0, 1]);
  });

  it('fails when staged chunks are missing', async () => {
    const { tx } = recording(1);
    await expect(publishChunks(tx, source, [{ batch: 'b1', documentId: 'd1', sizes: [10, 10, 10] }])).rejects.toThrow(
      'Expected 3 staged chunks, found 2',
    );
  });
});
