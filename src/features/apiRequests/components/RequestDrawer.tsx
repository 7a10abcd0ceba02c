import { Anchor, Badge, Code, Group, SimpleGrid, Text } from '@mantine/core';
import { DetailDrawer, DetailField, wrapAnywhere } from '@/shared/ui/DetailDrawer';
import { AppLink } from '@/shared/ui/AppLink';
import { paths } from '@/shared/routing/paths';
import type { ApiRequest } from '../types';
import { callerOf, formatDuration, KIND_LABELS, statusColor } from '../format';
import { formatDateTime } from '@/shared/lib/formatDate';

/** One recorded request. Everything in it came from a client, so it is shown as text only. */
export function RequestDrawer({ request, onClose }: { request: ApiRequest | null; onClose: () => void }) {
  const detail = request?.detail ?? {};
  return (
    <DetailDrawer
      label="Request"
      heading={request && (request.operation ?? `${KIND_LABELS[request.kind]} request`)}
      onClose={onClose}
      testId="request-drawer"
    >
      {request && (
        <>
          <Group gap="sm">
            <Badge variant="light" color="gray">
              {KIND_LABELS[request.kind]}
            </Badge>
            <Badge variant="light" color={statusColor(request.status)}>{`Status ${request.status}`}</Badge>
            {detail.typeahead && (
              <Badge variant="outline" color="gray" title="Asked while typing: left out of search analytics">
                Typeahead
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {formatDateTime(request.created_at)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <DetailField label="Duration">
              <Text size="sm">{formatDuration(request.duration_ms)}</Text>
            </DetailField>
            <DetailField label="Results">
              <Text size="sm">{request.result_count ?? '—'}</Text>
            </DetailField>
            <DetailField label="Key">
              <Text size="sm">{callerOf(request)}</Text>
            </DetailField>
          </SimpleGrid>
          {(detail.method || detail.path) && (
            <DetailField label="Request">
              <Code block style={wrapAnywhere}>
                {`${detail.method ?? ''} ${detail.path ?? ''}`.trim()}
              </Code>
            </DetailField>
          )}
          {request.error && (
            <DetailField label="Error">
              <Text size="sm" c="red" style={wrapAnywhere} data-testid="request-error">
                {request.error}
              </Text>
            </DetailField>
          )}
          {request.query !== null && (
            <DetailField label="Search query">
              <Text size="sm" style={wrapAnywhere}>
                {request.query}
              </Text>
              <Anchor component={AppLink} to={paths.projectSearch(request.project_id, request.query)} size="sm">
                Run this search
              </Anchor>
            </DetailField>
          )}
          {detail.variables !== undefined && (
            <DetailField label="Variables (secret-looking values masked)">
              <Code block style={wrapAnywhere}>
                {JSON.stringify(detail.variables, null, 2)}
              </Code>
            </DetailField>
          )}
          {detail.userAgent && (
            <DetailField label="User agent">
              <Text size="sm" style={wrapAnywhere}>
                {detail.userAgent}
              </Text>
            </DetailField>
          )}
          <Text size="xs" c="dimmed">
            Keys, tokens and Authorization headers are never recorded.
          </Text>
        </>
      )}
    </DetailDrawer>
  );
}
