import binaryExtensions from 'binary-extensions';
import { contentTypeOfName, type ContentType } from './formats';

// Extensions that name binary formats (images, archives, executables…): never read as text, whatever the bytes.
const BINARY_EXTENSIONS: ReadonlySet<string> = new Set(binaryExtensions);

/** How much of a file without a known extension is looked at to tell text from binary. */
export const SNIFF_BYTES = 8192;

/** Files that are text by long convention though their names have no extension (or an odd one: README.Debian). */
const TEXT_STEMS = new Set([
  'readme',
  'license',
  'licence',
  'copying',
  'copyright',
  'changelog',
  'changes',
  'history',
  'news',
  'notice',
  'authors',
  'contributors',
  'maintainers',
  'thanks',
  'install',
  'todo',
  'bugs',
  'patents',
  'version',
]);
const TEXT_NAMES = new Set([
  'makefile',
  'gnumakefile',
  'dockerfile',
  'containerfile',
  'vagrantfile',
  'gemfile',
  'rakefile',
  'procfile',
  'jenkinsfile',
  'brewfile',
  'codeowners',
  'cmakelists.txt',
]);

/** Control characters that do not occur in text (tab, line ends, form feed and escape do). */
const isControl = (byte: number) =>
  byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b;
const UNICODE_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
  [0xef, 0xbb, 0xbf],
];

/** Whether bytes look like text in some character set: a Unicode byte-order mark, or no NULs and hardly any control characters. */
export function looksLikeText(head: Uint8Array): boolean {
  if (UNICODE_BOMS.some((marks) => marks.every((mark, i) => head[i] === mark))) return true;
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (isControl(byte)) controls++;
  }
  return controls * 100 <= head.length;
}

export type FileDecision = { read: true; contentType: ContentType } | { read: false; reason: string };

/**
 * Whether a folder's file is read and as what, or why it is skipped: a known extension decides alone;
 * otherwise `head`, the file's first SNIFF_BYTES bytes (all of a shorter file), must be text, and the
 * file is read as plain text (well-known names such as README, LICENSE or Makefile included).
 */
export function decideFile(name: string, head: Uint8Array): FileDecision {
  const known = contentTypeOfName(name);
  if (known) return { read: true, contentType: known };
  const lower = name.toLowerCase();
  const extension = lower.includes('.') ? lower.slice(lower.lastIndexOf('.') + 1) : '';
  if (BINARY_EXTENSIONS.has(extension)) return { read: false, reason: `a binary format, .${extension}` };
  const wellKnown = TEXT_NAMES.has(lower) || TEXT_STEMS.has(lower.split('.')[0]);
  if (head.length === 0 && !wellKnown) return { read: false, reason: 'the file is empty' };
  if (!looksLikeText(head)) return { read: false, reason: 'not a text file, and not a format the platform reads' };
  return { read: true, contentType: 'text/plain' };
}
