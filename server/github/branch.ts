import binaryExtensions from 'binary-extensions';
import type { Transaction } from '../db/types';
import type { RunItem } from '../runs/contentRuns';
import { BINARY_TYPES, contentTypeOfName, formatBytes, MAX_DOCUMENT_BYTES } from '../content/formats';
import type { GitHubClient } from './client';
import { fromGithub } from './failures';
import type { Repository } from './repository';

/** A branch walk stops here, as a local folder's does: beyond it a branch source is the wrong tool. */
const MAX_FILES = 5000;
/** Git's own test for a binary file: a NUL byte among the first bytes. */
const SNIFF_BYTES = 8000;
const BINARY_EXTENSIONS: ReadonlySet<string> = new Set(binaryExtensions);

export interface BranchWalk {
  commit: string;
  items: RunItem[];
  /** Paths whose documents stay: unchanged ones and the ones being read (a binary one is dropped on reading). */
  keep: Set<string>;
  unchanged: number;
  skipped: string[];
}

const extensionOf = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The file's page on GitHub: <repository html_url>/blob/<branch>/<path>, each segment escaped. */
export const fileUrl = (htmlUrl: string, branch: string, path: string) =>
  `${htmlUrl}/blob/${branch.split('/').map(encodeURIComponent).join('/')}/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The blob SHA each complete document of the source was read from (metadata.blobSha), by path: an update
 * reads again only the files whose blob changed. A document a stopped run left without all its chunks is
 * left out, so it is read again.
 */
export async function indexedBlobs(tx: Transaction, sourceId: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ external_id: string; sha: string }>(
    `select d.external_id, d.metadata ->> 'blobSha' as sha from public.documents d
      where d.source_id = $1 and d.external_id is not null and d.metadata ? 'blobSha'
        and coalesce((d.metadata->>'chunks')::int, 0)
            = (select count(*) from public.document_chunks c where c.document_id = d.id)`,
    [sourceId],
  );
  return new Map(rows.map((row) => [row.external_id, row.sha]));
}

/**
 * The text files of a branch at its head commit (GET repository, branch, recursive tree), as run items that
 * fetch their blob when read. Files over the size limit or of a binary kind are skipped with a reason;
 * unless `force`, files whose blob SHA is the one already indexed are not fetched at all.
 */
export async function walkBranch(
  client: GitHubClient,
  repository: Repository,
  branch: string,
  known: Map<string, string>,
  force: boolean,
): Promise<BranchWalk> {
  const name = `${repository.owner}/${repository.repo}`;
  const repo = await fromGithub(
    client.request('GET /repos/{owner}/{repo}', { ...repository }),
    `Repository ${name} not found`,
  );
  const head = await fromGithub(
    client.request('GET /repos/{owner}/{repo}/branches/{branch}', { ...repository, branch }),
    `Branch ${branch} not found in ${name}`,
  );
  const tree = await fromGithub(
    client.request('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', {
      ...repository,
      tree_sha: head.data.commit.commit.tree.sha,
      recursive: '1',
    }),
    `The tree of ${name}@${branch} was not found`,
  );
  const commit = head.data.commit.sha;
  const walk: BranchWalk = { commit, items: [], keep: new Set(), unchanged: 0, skipped: [] };
  if (tree.data.truncated) walk.skipped.push(`GitHub cut the tree of ${name}@${branch} short: some files are not read`);
  for (const entry of tree.data.tree) {
    const path = entry.path;
    // Submodules ("commit") and folders have no content of their own; links (mode 120000) hold a path.
    if (entry.type !== 'blob' || !path || !entry.sha || entry.mode === '120000') continue;
    if (walk.keep.size >= MAX_FILES) {
      walk.skipped.push(`Stopped at ${MAX_FILES} files; index a smaller branch`);
      break;
    }
    const size = entry.size ?? 0;
    const extension = extensionOf(path);
    const contentType = contentTypeOfName(path) ?? 'text/plain';
    if (size > MAX_DOCUMENT_BYTES) {
      walk.skipped.push(
        `Skipped ${path}: ${formatBytes(size)} exceeds the ${formatBytes(MAX_DOCUMENT_BYTES)} limit per document`,
      );
      continue;
    }
    if (!BINARY_TYPES.has(contentType) && BINARY_EXTENSIONS.has(extension)) {
      walk.skipped.push(`Skipped ${path}: binary file`);
      continue;
    }
    walk.keep.add(path);
    if (!force && known.get(path) === entry.sha) {
      walk.unchanged += 1;
      continue;
    }
    const sha = entry.sha;
    walk.items.push({
      externalId: path,
      load: async () => {
        const blob = await fromGithub(
          client.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', { ...repository, file_sha: sha }),
          `The file ${path} of ${name} was not found`,
        );
        const bytes = new Uint8Array(
          Buffer.from(blob.data.content, blob.data.encoding === 'base64' ? 'base64' : 'utf8'),
        );
        if (!BINARY_TYPES.has(contentType) && bytes.subarray(0, SNIFF_BYTES).includes(0)) {
          walk.keep.delete(path);
          walk.skipped.push(`Skipped ${path}: binary file`);
          return null;
        }
        return {
          externalId: path,
          title: path,
          contentType,
          bytes,
          url: fileUrl(repo.data.html_url, branch, path),
          metadata: { repository: name, branch, commit, blobSha: sha },
          fileName: path.slice(path.lastIndexOf('/') + 1),
        };
      },
    });
  }
  return walk;
}
