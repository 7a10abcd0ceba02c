import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import type { ReactNode } from 'react';
import { Anchor, Code, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { isHttpUrl } from '@/shared/lib/httpUrl';
import { ENHANCEMENT_FIELDS, documentQuery, formatBytes } from '../format';
import type { DocumentItem } from '../types';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { formatDateTime } from '@/shared/lib/formatDate';

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));
const ENHANCEMENT_KEYS = new Set<string>(ENHANCEMENT_FIELDS.map((field) => field.key));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One document: every text is rendered as text (titles and contents come from outside). */
export function DocumentDrawer({
  projectId,
  document,
  passage,
  onClose,
}: {
  projectId: string;
  document: DocumentItem | null;
  /** The chunk a search hit pointed at (the Search tab links here with it). */
  passage?: { position: number; content: string } | null;
  onClose: () => void;
}) {
  const enhancements = ENHANCEMENT_FIELDS.filter(({ key }) => document?.metadata[key] !== undefined);
  const metadata = Object.entries(document?.metadata ?? {}).filter(([key]) => !ENHANCEMENT_KEYS.has(key));
  return (
    <Drawer
      opened={document !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Document"
      closeButtonProps={{ 'aria-label': 'Close document' }}
    >
      {document && (
        <Stack gap="md">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="drawer-title">
            {document.title}
          </Title>
          <Group gap="sm">
            <DocumentStatusBadge status={document.status} />
            <Text size="sm">{document.mime_type ?? 'Unknown type'}</Text>
            <Text size="sm">{formatBytes(document.size_bytes)}</Text>
            <Text size="sm" c="dimmed">{`Updated ${formatDateTime(document.updated_at)}`}</Text>
          </Group>
          {passage && (
            <Field label={`Matched passage (chunk ${passage.position + 1})`}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="drawer-passage">
                {passage.content}
              </Text>
            </Field>
          )}
          {document.error && (
            <Field label="Reason">
              <Text size="sm" c="red">
                {document.error}
              </Text>
            </Field>
          )}
          {document.url && (
            <Field label="Link">
              {isHttpUrl(document.url) ? (
                <Anchor
                  href={document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {document.url}
                </Anchor>
              ) : (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {document.url}
                </Text>
              )}
            </Field>
          )}
          <Field label="Content">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="drawer-content">
              {document.excerpt || '—'}
            </Text>
          </Field>
          {enhancements.map(({ key, label }) => (
            <Field key={key} label={label}>
              <Text size="sm" data-testid={`enhancement-${key}`}>
                {shown(document.metadata[key])}
              </Text>
            </Field>
          ))}
          {metadata.length > 0 && (
            <Field label="Metadata">
              <Code block>{JSON.stringify(Object.fromEntries(metadata), null, 2)}</Code>
            </Field>
          )}
          <Anchor
            component={AppLink}
            to={`${paths.projectGraphql(projectId)}?query=${encodeURIComponent(documentQuery(document.id))}`}
            size="sm"
          >
            Query in GraphQL
          </Anchor>
        </Stack>
      )}
    </Drawer>
  );
}
