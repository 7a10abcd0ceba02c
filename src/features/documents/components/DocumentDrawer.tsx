import { Anchor, Code, Group, Text } from '@mantine/core';
import { DetailDrawer, DetailField } from '@/shared/ui/DetailDrawer';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { isHttpUrl } from '@/shared/lib/httpUrl';
import { passagePlace } from '@/shared/lib/passagePlace';
import { ENHANCEMENT_FIELDS, documentQuery, formatBytes } from '../format';
import type { DocumentItem } from '../types';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { formatDateTime } from '@/shared/lib/formatDate';

const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));
const ENHANCEMENT_KEYS = new Set<string>(ENHANCEMENT_FIELDS.map((field) => field.key));

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
  passage?: { position: number; page: number | null; content: string } | null;
  onClose: () => void;
}) {
  const enhancements = ENHANCEMENT_FIELDS.filter(({ key }) => document?.metadata[key] !== undefined);
  const metadata = Object.entries(document?.metadata ?? {}).filter(([key]) => !ENHANCEMENT_KEYS.has(key));
  return (
    <DetailDrawer label="Document" heading={document?.title ?? null} onClose={onClose} headingTestId="drawer-title">
      {document && (
        <>
          <Group gap="sm">
            <DocumentStatusBadge status={document.status} />
            <Text size="sm">{document.mime_type ?? 'Unknown type'}</Text>
            <Text size="sm">{formatBytes(document.size_bytes)}</Text>
            <Text size="sm" c="dimmed">{`Updated ${formatDateTime(document.updated_at)}`}</Text>
          </Group>
          {passage && (
            <DetailField label={`Matched passage (${passagePlace(passage.page, passage.position)})`}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="drawer-passage">
                {passage.content}
              </Text>
            </DetailField>
          )}
          {document.error && (
            <DetailField label="Reason">
              <Text size="sm" c="red">
                {document.error}
              </Text>
            </DetailField>
          )}
          {document.url && (
            <DetailField label="Link">
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
            </DetailField>
          )}
          <DetailField label="Content">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="drawer-content">
              {document.excerpt || '—'}
            </Text>
          </DetailField>
          {enhancements.map(({ key, label }) => (
            <DetailField key={key} label={label}>
              <Text size="sm" data-testid={`enhancement-${key}`}>
                {shown(document.metadata[key])}
              </Text>
            </DetailField>
          ))}
          {metadata.length > 0 && (
            <DetailField label="Metadata">
              <Code block>{JSON.stringify(Object.fromEntries(metadata), null, 2)}</Code>
            </DetailField>
          )}
          <Anchor
            component={AppLink}
            to={`${paths.projectGraphql(projectId)}?query=${encodeURIComponent(documentQuery(document.id))}`}
            size="sm"
          >
            Query in GraphQL
          </Anchor>
        </>
      )}
    </DetailDrawer>
  );
}
