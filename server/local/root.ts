import { mkdirSync, realpathSync } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { PlatformContext } from '../core/context';
import { accountFolder, prepareAccountFolder, type LocalAccount } from './accounts';

/** Where local sources' folders live unless --local-root says otherwise (inside the data folder). */
export const DEFAULT_LOCAL_ROOT = '.data/local-files';

/** The local root as a real path, created when missing (accounts' own folders are made under it). */
export function prepareLocalRoot(ctx: PlatformContext): string {
  mkdirSync(ctx.options.localRoot, { recursive: true });
  return realpathSync(ctx.options.localRoot);
}

export const inside = (root: string, target: string) => target === root || target.startsWith(root + sep);

export type Confined = { ok: true; root: string; real: string; path: string } | { ok: false; error: string };

/**
 * A folder path relative to the account's folder (its root), checked: no absolute paths, no "..", no
 * NUL, and once links are resolved still inside that root. Returns the root and the folder as real
 * paths and the normalised relative path, or why not.
 */
export async function confine(ctx: PlatformContext, account: LocalAccount, relativePath: string): Promise<Confined> {
  const slashed = relativePath.replace(/\\/g, '/').replace(/\/+$/, '');
  const cleaned = slashed === '.' ? '' : slashed.replace(/^(\.\/)+/, '');
  if (relativePath.includes('\u0000') || isAbsolute(relativePath) || /^[A-Za-z]:/.test(relativePath)) {
    return { ok: false, error: 'The folder must be a path relative to the local root' };
  }
  if (cleaned.split('/').includes('..')) return { ok: false, error: 'The folder must not leave the local root ("..")' };
  let root: string;
  let real: string;
  try {
    // Only the picker creates an account's folder: choosing or scanning a folder never makes one.
    root = await realpath(accountFolder(ctx, account));
    real = await realpath(join(root, cleaned));
  } catch {
    return { ok: false, error: `Folder "${cleaned || '.'}" does not exist under the local root` };
  }
  if (!inside(root, real)) return { ok: false, error: `Folder "${cleaned}" links out of the local root` };
  if (!(await lstat(real)).isDirectory()) return { ok: false, error: `"${cleaned}" is not a folder` };
  return { ok: true, root, real, path: cleaned === '' ? '.' : cleaned };
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
 * The folders directly under `parent` (the account's root when empty), as entrypoint options; links are
 * not listed, so the picker never offers a way out of the root. The top level also offers the root itself.
 */
export async function listFolders(
  ctx: PlatformContext,
  account: LocalAccount,
  parent: string | undefined,
): Promise<FolderOption[] | null> {
  await prepareAccountFolder(ctx, account);
  const base = await confine(ctx, account, parent ?? '');
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
  return [
    { id: '.', name: `. (your whole local folder, ${base.root})`, kind: 'folder', hasChildren: false },
    ...options,
  ];
}

export const relativeTo = (root: string, target: string) => relative(root, target).split(sep).join('/');
