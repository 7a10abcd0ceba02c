import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Anchor.css';
import type { ReactNode } from 'react';
import { Anchor, Badge, Code, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '@/shared/ui/AppLink';
import { paths } from '@/shared/routing/paths';
import type { ApiRequest } from '../types';
import { callerOf, formatDuration, KIND_LABELS, statusColor } from '../format';
import { formatDateTime } from '@/shared/lib/formatDate';

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

const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/** One recorded request. Everything in it came from a client, so it is shown as text only. */
export function RequestDrawer({ request, onClose }: { request: ApiRequest | null; onClose: () => void }) {
  const detail = request?.detail ?? {};
  return (
    <Drawer
      opened={request !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Request"
      closeButtonProps={{ 'aria-label': 'Close request' }}
    >
      {request && (
        <Stack gap="md" data-testid="request-drawer">
          <Title order={2} size="h4" style={wrap}>
            {request.operation ?? `${KIND_LABELS[request.kind]} request`}
          </Title>
          <Group gap="sm">
            <Badge variant="light" color="gray">
              {KIND_LABELS[request.kind]}
            </Badge>
            <Badge variant="light" color={statusColor(request.status)}>{`Status ${request.status}`}</Badge>
            <Text size="sm" c="dimmed">
              {formatDateTime(request.created_at)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Field label="Duration">
              <Text size="sm">{formatDuration(request.duration_ms)}</Text>
            </Field>
            <Field label="Results">
              <Text size="sm">{request.result_count ?? '—'}</Text>
            </Field>
            <Field label="Key">
              <Text size="sm">{callerOf(request)}</Text>
            </Field>
          </SimpleGrid>
          {(detail.method || detail.path) && (
            <Field label="Request">
              <Code block style={wrap}>
                {`${detail.method ?? ''} ${detail.path ?? ''}`.trim()}
              </Code>
            </Field>
          )}
          {request.error && (
            <Field label="Error">
              <Text size="sm" c="red" style={wrap} data-testid="request-error">
                {request.error}
              </Text>
            </Field>
          )}
          {request.query !== null && (
            <Field label="Search query">
              <Text size="sm" style={wrap}>
                {request.query}
              </Text>
              <Anchor component={AppLink} to={paths.projectSearch(request.project_id, request.query)} size="sm">
                Run this search
              </Anchor>
            </Field>
          )}
          {detail.variables !== undefined && (
            <Field label="Variables (secret-looking values masked)">
              <Code block style={wrap}>
                {JSON.stringify(detail.variables, null, 2)}
              </Code>
            </Field>
          )}
          {detail.userAgent && (
            <Field label="User agent">
              <Text size="sm" style={wrap}>
                {detail.userAgent}
              </Text>
            </Field>
          )}
          <Text size="xs" c="dimmed">
            Keys, tokens and Authorization headers are never recorded.
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
