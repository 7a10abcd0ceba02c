import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Original } from '../runs/ingest';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** This repository's README.md and docs/*.md as pushed documents (ids are their paths in the repository). */
export function repositoryDocs(): Original[] {
  const docsDir = join(repositoryRoot, 'docs');
  const paths = [
    'README.md',
    ...(existsSync(docsDir)
      ? readdirSync(docsDir)
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `docs/${name}`)
      : []),
  ];
  return paths
    .filter((path) => existsSync(join(repositoryRoot, path)))
    .map((path) => ({
      externalId: path,
      title: path.slice(path.lastIndexOf('/') + 1),
      contentType: 'text/markdown' as const,
      bytes: new Uint8Array(readFileSync(join(repositoryRoot, path))),
      url: null,
      metadata: { origin: 'repository' },
      fileName: path.slice(path.lastIndexOf('/') + 1),
    }));
}
