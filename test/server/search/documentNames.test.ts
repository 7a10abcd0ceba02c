import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentNameHit } from '@contract/documentNames';
import { insertDocuments } from '../../../server/runs/sourceWrites';
import { dataOf, expectError } from '../api/apiClient';
import { apiWorld } from '../api/world';

// The command palette's lookup: documents by a prefix of their title, path or file name, typos tolerated.
const world = apiWorld('Document names');

const DOCS = [
  { title: 'libtasn1.pdf', content: 'ASN.1 structures library manual.' },
  { title: 'openssl.pdf', content: 'Cryptography toolkit manual.' },
  { title: 'Team handbook', content: 'How we work.' },
  { title: 'Annual report', content: 'Figures of the year.', path: 'reports/2024/q4-summary.md' },
  { title: 'GNU zlib reference', content: 'Compression library.', fileName: 'zlib-manual.pdf' },
];

const lookup = (projectId: string, query: Record<string, string>, user = world.alice) =>
  user.call<DocumentNameHit[]>('GET', `/projects/${projectId}/document-names?${new URLSearchParams(query).toString()}`);
const titlesOf = async (q: string) => dataOf(await lookup(world.projectId, { q })).map((d) => d.title);

beforeAll(async () => {
  const { id } = dataOf(
    await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider: 'push_api' }),
    201,
  );
  const source = { id, owner_id: world.alice.id, project_id: world.projectId };
  await world.platform.ctx.asService(async (tx) => {
    await insertDocuments(
      tx,
      source,
      DOCS.map(({ title, content, fileName }) => ({
        title,
        content,
        url: `https://docs.example.com/${title}`,
        mime_type: title.endsWith('.pdf') ? 'application/pdf' : 'text/plain',
        metadata: fileName ? { fileName } : {},
      })),
    );
    // A pushed document's id (or a folder file's path) is one of its names.
    await tx.query(`update public.documents set external_id = $1 where source_id = $2 and title = 'Annual report'`, [
      DOCS[3].path,
      id,
    ]);
  });
});

describe('GET /projects/:projectId/document-names', () => {
  it('finds a document by a prefix of its file name, in any case', async () => {
    expect((await titlesOf('libtasn'))[0]).toBe('libtasn1.pdf');
    expect((await titlesOf('LIBTASN'))[0]).toBe('libtasn1.pdf');
    expect(await titlesOf('libtasn')).not.toContain('openssl.pdf');
  });

  it('tolerates a typo', async () => {
    expect((await titlesOf('libtsan'))[0]).toBe('libtasn1.pdf');
    expect((await titlesOf('opensls'))[0]).toBe('openssl.pdf');
  });

  it('finds a document by its path or its uploaded file name', async () => {
    const [hit] = dataOf(await lookup(world.projectId, { q: 'q4-summ' }));
    expect(hit).toMatchObject({ title: 'Annual report', path: 'reports/2024/q4-summary.md', status: 'INDEXED' });
    expect((await titlesOf('zlib-man'))[0]).toBe('GNU zlib reference');
  });

  it('treats LIKE and regex characters as text, and finds nothing for nothing alike', async () => {
    expect(await titlesOf('%')).toEqual([]);
    expect(await titlesOf('_\\*')).toEqual([]);
    expect(await titlesOf('quantum chromodynamics')).toEqual([]);
  });

  it('is bounded and validated', async () => {
    expect(dataOf(await lookup(world.projectId, { q: 'pdf', limit: '1' }))).toHaveLength(1);
    expectError(await lookup(world.projectId, { q: '' }), 400, 'INVALID_Q');
    expectError(await lookup(world.projectId, { q: 'x'.repeat(201) }), 400, 'INVALID_Q');
    expectError(await lookup(world.projectId, { q: 'pdf', limit: '21' }), 400, 'INVALID_LIMIT');
    expectError(await lookup(world.projectId, { q: 'pdf', other: '1' }), 400, 'INVALID_OTHER');
  });

  it("never answers for someone else's project", async () => {
    expectError(await lookup(world.projectId, { q: 'libtasn' }, world.bob), 404, 'NOT_FOUND');
  });
});
