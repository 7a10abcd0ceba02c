import { isUtf8 } from 'node:buffer';
import type { Dirent, Stats } from 'node:fs';
import { lstat, readdir, realpath, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';
import type { RunItem } from '../runs/contentRuns';
import { contentTypeOfName, MAX_DOCUMENT_BYTES, type ContentType } from '../content/formats';
import { decideFile, SNIFF_BYTES } from '../content/textFiles';
import { ownerAccount } from './accounts';
import { kindOf, openConfined, readBounded, type Seen } from './openConfined';
import { confine, inside, relativeTo } from './root';
import type { Skip } from './skips';

/** A folder walk stops here: beyond it a local source is the wrong tool. */
const MAX_FILES = 5000;
const MAX_DEPTH = 20;
/** Entries examined at most, skipped ones included, so a folder of junk is not walked for ever. */
const MAX_ENTRIES = 20_000;

export type Scan =
  | {
      ok: true;
      folder: string;
      items: RunItem[];
      /** Every file not read, with its reason; the items' reads add theirs as they happen. */
      skips: Skip[];
      /** Notes about the walk itself (it stopped at the file limit). */
      notes: string[];
    }
  | { ok: false; error: string };

interface Found {
  rel: string;
  name: string;
  /** The real file to open: the entry itself, or a link's target inside the root. */
  target: string;
  /** Known from the name, or null: then the file's first bytes decide when it is read. */
  contentType: ContentType | null;
  stat: Stats;
}

// Control characters in a name would forge log lines or break the paths shown.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

const shown = (name: Buffer) => name.toString('utf8').replace(CONTROL, '?');
const odd = (name: Buffer) => !isUtf8(name) || shown(name) !== name.toString('utf8');

/**
 * The files of a local source's folder that the platform reads (known extensions, no dot-files), walked
 * without following links out of the account's root: a link is read only when its target is a file
 * inside it. Everything else is a skip with its reason. Reads open the scanned file itself (no links,
 * no FIFOs, same device and inode). Paths are relative to the folder and become the documents' ids.
 */
export async function scanLocalFolder(ctx: PlatformContext, source: SourceRow): Promise<Scan> {
  const entry = source.custom?.entrypoint as { path?: unknown } | undefined;
  const folderPath = typeof entry?.path === 'string' ? entry.path : null;
  if (folderPath === null) return { ok: false, error: 'Choose a folder of the local root first' };
  const folder = await confine(ctx, await ownerAccount(ctx, source.owner_id), folderPath);
  if (!folder.ok) return folder;
  const { root, real: base } = folder;
  const found: Found[] = [];
  const skips: Skip[] = [];
  const notes: string[] = [];
  const stopped = () => found.length >= MAX_FILES || found.length + skips.length >= MAX_ENTRIES;

  const classify = async (dirent: Dirent<Buffer>, full: string, rel: string, depth: number) => {
    const stat = await lstat(full).catch((error: NodeJS.ErrnoException) => error);
    if (stat instanceof Error) return skips.push({ path: rel, reason: 'unreadable', detail: stat.code });
    let target = full;
    let targetStat = stat;
    if (stat.isSymbolicLink()) {
      const real = await realpath(full).catch(() => null);
      if (!real || !inside(root, real)) return skips.push({ path: rel, reason: 'linkOutside' });
      const linked = await lstat(real).catch(() => null);
      if (!linked) return skips.push({ path: rel, reason: 'unreadable' });
      if (linked.isDirectory()) return skips.push({ path: rel, reason: 'linkedFolder' });
      target = real;
      targetStat = linked;
    }
    if (targetStat.isDirectory()) {
      if (depth >= MAX_DEPTH) return skips.push({ path: rel, reason: 'tooDeep' });
      return walk(full, depth + 1);
    }
    if (!targetStat.isFile()) return skips.push({ path: rel, reason: 'notRegular', detail: kindOf(targetStat) });
    const name = dirent.name.toString('utf8');
    found.push({ rel, name, target, contentType: contentTypeOfName(name), stat: targetStat });
  };

  async function walk(dir: string, depth: number): Promise<void> {
    // A folder swapped for a link between its listing and this one is not walked.
    const parent = relativeTo(base, dir);
    const real = await realpath(dir).catch(() => null);
    if (!real || !inside(root, real)) {
      skips.push({ path: parent, reason: 'linkOutside' });
      return;
    }
    const entries = await readdir(dir, { withFileTypes: true, encoding: 'buffer' }).catch(
      (error: NodeJS.ErrnoException) => {
        skips.push({ path: parent || '.', reason: 'unreadable', detail: error.code });
        return [];
      },
    );
    entries.sort((a, b) => Buffer.compare(a.name, b.name));
    for (const dirent of entries) {
      if (stopped()) return;
      const rel = parent ? `${parent}/${shown(dirent.name)}` : shown(dirent.name);
      if (odd(dirent.name)) {
        skips.push({ path: rel, reason: 'oddName' });
        continue;
      }
      if (dirent.name[0] === 0x2e) {
        skips.push({ path: rel, reason: 'hidden' });
        continue;
      }
      await classify(dirent, join(dir, dirent.name.toString('utf8')), rel, depth);
    }
  }

  await walk(folder.real, 0);
  if (stopped()) {
    notes.push(`Stopped at ${MAX_FILES} files or ${MAX_ENTRIES} entries; split the folder into several sources`);
  }
  const items = hardLinksConfined(found, skips).map((file) => readItem(file, root, folder.path, skips));
  return { ok: true, folder: folder.path, items, skips, notes };
}

/**
 * A file with several names may have one outside the root, which no scan can see; such files are read only
 * when every name was found in this folder (duplicates, never a way out).
 */
function hardLinksConfined(found: Found[], skips: Skip[]): Found[] {
  const names = new Map<string, number>();
  const key = (file: Found) => `${file.stat.dev}:${file.stat.ino}`;
  for (const file of found) names.set(key(file), (names.get(key(file)) ?? 0) + 1);
  return found.filter((file) => {
    if (file.stat.nlink <= (names.get(key(file)) ?? 0)) return true;
    skips.push({ path: file.rel, reason: 'hardLink', detail: `${file.stat.nlink} names` });
    return false;
  });
}

function readItem(file: Found, root: string, folder: string, skips: Skip[]): RunItem {
  const seen: Seen = { dev: file.stat.dev, ino: file.stat.ino, nlink: file.stat.nlink };
  return {
    externalId: file.rel,
    load: async () => {
      const opened = await openConfined(file.target, root, seen);
      if (!opened.ok) {
        skips.push({ path: file.rel, reason: opened.reason, detail: opened.detail });
        return null;
      }
      const { handle, stat } = opened;
      try {
        // Too large to read: its size and time stand in for its bytes, and the run keeps it as SKIPPED.
        const bytes = stat.size > MAX_DOCUMENT_BYTES ? null : await readBounded(handle, MAX_DOCUMENT_BYTES);
        const size = bytes ? stat.size : Math.max(stat.size, MAX_DOCUMENT_BYTES + 1);
        // A name that does not say the format (README, LICENSE, no extension): its first bytes decide.
        let contentType = file.contentType;
        if (!contentType) {
          const head = bytes ? bytes.subarray(0, SNIFF_BYTES) : await readHead(handle);
          const decision = decideFile(file.name, head);
          if (!decision.read) {
            skips.push({ path: file.rel, reason: 'unsupported', detail: decision.reason });
            return null;
          }
          contentType = decision.contentType;
        }
        return {
          externalId: file.rel,
          title: file.name,
          contentType,
          bytes: bytes ?? new TextEncoder().encode(`oversize:${size}:${stat.mtimeMs}`),
          url: null,
          metadata: { folder },
          fileName: file.name,
          declaredSize: size,
        };
      } finally {
        await handle.close();
      }
    },
  };
}

/** The first SNIFF_BYTES bytes of a file too large to read whole. */
async function readHead(handle: FileHandle): Promise<Uint8Array> {
  const head = Buffer.alloc(SNIFF_BYTES);
  const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
  return head.subarray(0, bytesRead);
}
