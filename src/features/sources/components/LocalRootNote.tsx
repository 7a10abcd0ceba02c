import { Code, Text } from '@mantine/core';
import type { Source } from '../types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Where a local source reads: its folder, under the platform's local root (--local-root). */
export function LocalRootNote({ source }: { source: Source }) {
  const entrypoint = source.custom?.entrypoint;
  const root = text(entrypoint?.root);
  const folder = text(entrypoint?.path);
  return (
    <Text size="sm" c="dimmed">
      {folder ? (
        <>
          Folder <Code>{folder}</Code> under the local root {root ? <Code>{root}</Code> : 'of the platform'}.
        </>
      ) : (
        <>Folders come from the platform&apos;s local root (set with --local-root).</>
      )}{' '}
      Files there in Text, Markdown, HTML, JSON, PDF or DOCX are indexed; unchanged files are skipped.
    </Text>
  );
}
