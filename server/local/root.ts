import { mkdirSync, realpathSync } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { PlatformContext } from '../core/context';

/** Where local sources' folders live unless --local-root says otherwise (inside the data folder). */
export const DEFAULT_LOCAL_ROOT = '.data/local-files';

/** The local root as a real path, created when missing. */
export function prepareLocalRoot(ctx: PlatformContext): string {
  mkdirSync(ctx.options.localRoot, { recursive: true });
  return realpathSync(ctx.options.localRoot);
}

const inside = (root: string, target: string) => target === root || target.startsWith(root + sep);

/**
 * A folder path relative to the root, checked: no absolute paths, no "..", no NUL, and once links are
 * resolved still inside the root. Returns the real path and the normalised relative path, or why not.
 */
export async function confine(
  ctx: PlatformContext,
  relativePath: string,
): Promise<{ ok: true; real: string; path: string } | { ok: false; error: string }> {
  const root = prepareLocalRoot(ctx);
  const slashed = relativePath.replace(/\\/g, '/').replace(/\/+$/, '');
  const cleaned = slashed === '.' ? '' : slashed.replace(/^(\.\/)+/, '');
  if (relativePath.includes('\u0000') || isAbsolute(relativePath) || /^[A-Za-z]:/.test(relativePath)) {
    return { ok: false, error: 'The folder must be a path relative to the local root' };
  }
  if (cleaned.split('/').includes('..')) return { ok: false, error: 'The folder must not leave the local root ("..")' };
  let real: string;
  try {
    real = await realpath(join(root, cleaned));
  } catch {
    return { ok: false, error: `Folder "${cleaned || '.'}" does not exist under the local root` };
  }
  if (!inside(root, real)) return { ok: false, error: `Folder "${cleaned}" links out of the local root` };
  if (!(await lstat(real)).isDirectory()) return { ok: false, error: `"${cleaned}" is not a folder` };
  return { ok: true, real, path: cleaned === '' ? '.' : cleaned };
}

export interface FolderOption {
  id: string;
  name: string;
  kind: 'folder';
  hasChildren: boolean;
}

const visible = (name: string) => !name.startsWith('.');

async function hasSubfolders(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isDirectory() && visible(entry.name));
}

/**
 * The folders directly under `parent` (the root when empty), as entrypoint options; links are not listed,
 * so the picker never offers a way out of the root. The top level also offers the root itself.
 */
export async function listFolders(ctx: PlatformContext, parent: string | undefined): Promise<FolderOption[] | null> {
  const base = await confine(ctx, parent ?? '');
  if (!base.ok) return null;
  const entries = await readdir(base.real, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && visible(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 500);
  const options = await Promise.all(
    folders.map(async (entry) => {
      const path = base.path === '.' ? entry.name : `${base.path}/${entry.name}`;
      return {
        id: path,
        name: path,
        kind: 'folder' as const,
        hasChildren: await hasSubfolders(join(base.real, entry.name)),
      };
    }),
  );
  if (parent) return options;
  return [{ id: '.', name: '. (the whole local root)', kind: 'folder', hasChildren: false }, ...options];
}

/** The root as the dashboard shows it: absolute, so a developer knows where to put files. */
export const localRootPath = (ctx: PlatformContext) => resolve(ctx.options.localRoot);

export const relativeTo = (root: string, target: string) => relative(root, target).split(sep).join('/');
