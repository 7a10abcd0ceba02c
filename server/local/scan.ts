import { lstat, readFile, readdir, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';
import type { RunItem } from '../runs/contentRuns';
import { contentTypeOfName, MAX_DOCUMENT_BYTES } from '../content/formats';
import { confine, prepareLocalRoot, relativeTo } from './root';

/** A folder walk stops here: beyond it a local source is the wrong tool. */
const MAX_FILES = 5000;
const MAX_DEPTH = 20;

export type Scan = { ok: true; folder: string; items: RunItem[]; skipped: string[] } | { ok: false; error: string };

/**
 * The files of a local source's folder that the platform reads (known extensions, no dot-files), walked
 * without following links out of the root: a link is read only when its target is a file inside the root.
 * Paths are relative to the folder and become the documents' external ids.
 */
export async function scanLocalFolder(ctx: PlatformContext, source: SourceRow): Promise<Scan> {
  const entry = source.custom?.entrypoint as { path?: unknown } | undefined;
  const folderPath = typeof entry?.path === 'string' ? entry.path : null;
  if (folderPath === null) return { ok: false, error: 'Choose a folder of the local root first' };
  const folder = await confine(ctx, folderPath);
  if (!folder.ok) return folder;
  const root = prepareLocalRoot(ctx);
  const items: RunItem[] = [];
  const skipped: string[] = [];

  const walk = async (dir: string, depth: number): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const dirent of entries) {
      if (dirent.name.startsWith('.') || items.length >= MAX_FILES) continue;
      const full = join(dir, dirent.name);
      const rel = relativeTo(folder.real, full);
      let target = full;
      if (dirent.isSymbolicLink()) {
        const real = await realpath(full).catch(() => null);
        if (!real || !(real === root || real.startsWith(root + sep))) {
          skipped.push(`Skipped ${rel}: the link points out of the local root`);
          continue;
        }
        target = real;
      }
      const stat = await lstat(target).catch(() => null);
      if (!stat) continue;
      if (stat.isDirectory()) {
        if (dirent.isSymbolicLink()) skipped.push(`Skipped ${rel}: linked folders are not followed`);
        else if (depth < MAX_DEPTH) await walk(full, depth + 1);
        continue;
      }
      const contentType = contentTypeOfName(dirent.name);
      if (!stat.isFile() || !contentType) continue;
      const size = stat.size;
      items.push({
        externalId: rel,
        load: async () => {
          // Too large to read: its size and time stand in for its bytes, and the run keeps it as SKIPPED.
          const bytes =
            size > MAX_DOCUMENT_BYTES
              ? new TextEncoder().encode(`oversize:${size}:${stat.mtimeMs}`)
              : await readFile(target).catch(() => null);
          if (!bytes) return null;
          return {
            externalId: rel,
            title: dirent.name,
            contentType,
            bytes: new Uint8Array(bytes),
            url: null,
            metadata: { folder: folder.path },
            fileName: dirent.name,
            declaredSize: size,
          };
        },
      });
    }
  };
  await walk(folder.real, 0);
  if (items.length >= MAX_FILES) skipped.push(`Stopped at ${MAX_FILES} files; split the folder into several sources`);
  return { ok: true, folder: folder.path, items, skipped };
}
