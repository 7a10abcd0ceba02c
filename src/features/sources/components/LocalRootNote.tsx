import { Code, Text } from '@mantine/core';
import type { Source } from '../types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Where a local source reads: a folder inside the account's own folder on the platform's machine (its
 * subfolder of --local-root, or the folder an operator granted it with --local-grant).
 */
export function LocalRootNote({ source }: { source: Source }) {
  const entrypoint = source.custom?.entrypoint;
  const root = text(entrypoint?.root);
  const folder = text(entrypoint?.path);
  return (
    <Text size="sm" c="dimmed">
      {folder ? (
        <>
          Folder <Code>{folder}</Code> in your local folder {root ? <Code>{root}</Code> : 'on the platform'}.
        </>
      ) : (
        <>
          Folders come from your local folder on the platform&apos;s machine: your own under its local root
          (--local-root), or one granted to your account (--local-grant).
        </>
      )}{' '}
      Files there in Text, Markdown, HTML, JSON, PDF or DOCX are indexed and unchanged ones are not read again; every
      other file is skipped with its reason in the run&apos;s logs.
    </Text>
  );
}
