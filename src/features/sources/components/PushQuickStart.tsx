import { Anchor, Button, Card, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { env } from '@/shared/config/env';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import type { Source } from '../types';

/** The push API lives beside the Supabase-compatible endpoints of the platform. */
export const pushEndpoint = (source: Pick<Source, 'id' | 'project_id'>) =>
  `${env.supabaseUrl}/push/v1/projects/${source.project_id}/sources/${source.id}/documents`;

function Snippet({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="subtle"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
    </Stack>
  );
}

/** How to push documents into this source: its endpoint, the key header and two copyable requests. */
export function PushQuickStart({ source }: { source: Source }) {
  const url = pushEndpoint(source);
  const json = [
    `curl -X POST '${url}' \\`,
    `  -H "x-api-key: $API_KEY" -H 'content-type: application/json' \\`,
    `  -d '{"documents":[{"id":"handbook/benefits.md","title":"Benefits","content":"# Benefits\\n\\nEvery employee gets a dental plan."}]}'`,
  ].join('\n');
  const file = [`curl -X POST '${url}' \\`, `  -H "x-api-key: $API_KEY" \\`, `  -F 'file=@travel-policy.pdf'`].join(
    '\n',
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" id="push-quick-start" aria-labelledby="push-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="push-title">
          Push documents
        </Title>
        <Text size="sm">
          Send documents to this endpoint with your project&apos;s API key in the <Code>x-api-key</Code> header. Text,
          Markdown, HTML, JSON, PDF and DOCX are indexed; pushing the same id again replaces the document.
        </Text>
        <Snippet label="Endpoint" value={url} />
        <Snippet label="Push a JSON document" value={json} />
        <Snippet label="Upload a file" value={file} />
        <Text size="sm">
          No key yet?{' '}
          <Anchor component={AppLink} to={paths.projectDeveloper(source.project_id)}>
            Create an API key in developer settings
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
