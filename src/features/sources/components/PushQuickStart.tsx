import { Anchor, Button, Card, Code, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconKey, IconSend } from '@tabler/icons-react';
import { env } from '@/shared/config/env';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { API_KEY_TEXTS } from '@/shared/apiKeys/apiKeyTexts';
import { useApiKeyInPlace } from '@/shared/apiKeys/useApiKeyInPlace';
import { createLabelOf, SecretCreationDialogs } from '@/shared/ui/SecretCreationDialogs';
import { pushSamples } from '../pushSamples';
import type { Source } from '../types';
import { usePushSample } from '../usePushSample';
import { PushAnswerPanel } from './PushAnswerPanel';
import { Snippet } from './Snippet';

/** The push API lives beside the Supabase-compatible endpoints of the platform. */
export const pushEndpoint = (source: Pick<Source, 'id' | 'project_id'>) =>
  `${env.supabaseUrl}/push/v1/projects/${source.project_id}/sources/${source.id}/documents`;

/**
 * How to push documents into this source: its endpoint, a key generated in place and filled into
 * copyable requests (curl, JavaScript, Python), and a first push whose answer shows here.
 */
export function PushQuickStart({ source }: { source: Source }) {
  const url = pushEndpoint(source);
  const apiKey = useApiKeyInPlace(source.project_id);
  const samples = pushSamples(url, apiKey.key);
  const sample = usePushSample(url);
  const { key } = apiKey;
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
        {key ? (
          <Text size="sm" data-testid="key-in-samples">
            The new key is filled into the requests below while this page is open. It is not shown again once you leave.
          </Text>
        ) : (
          <Group gap="sm">
            <Button leftSection={<IconKey size={16} />} onClick={apiKey.openCreate}>
              {createLabelOf(API_KEY_TEXTS)}
            </Button>
            <Text size="sm" c="dimmed">
              or use a key from{' '}
              <Anchor component={AppLink} to={paths.projectDeveloper(source.project_id)}>
                developer settings
              </Anchor>
            </Text>
          </Group>
        )}
        <Tabs defaultValue="curl" keepMounted={false}>
          <Tabs.List aria-label="Request samples">
            <Tabs.Tab value="curl">curl</Tabs.Tab>
            <Tabs.Tab value="javascript">JavaScript</Tabs.Tab>
            <Tabs.Tab value="python">Python</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="curl" pt="sm">
            <Snippet label="Push a JSON document" value={samples.curl} />
          </Tabs.Panel>
          <Tabs.Panel value="javascript" pt="sm">
            <Snippet label="Push with fetch" value={samples.javascript} />
          </Tabs.Panel>
          <Tabs.Panel value="python" pt="sm">
            <Snippet label="Push with requests" value={samples.python} />
          </Tabs.Panel>
        </Tabs>
        <Snippet label="Upload a file" value={samples.file} />
        <Group gap="sm">
          <Button
            variant={key ? 'filled' : 'light'}
            leftSection={<IconSend size={16} />}
            disabled={!key}
            loading={sample.pending}
            onClick={() => key && void sample.push(key)}
          >
            Push your first document
          </Button>
          {!key && (
            <Text size="sm" c="dimmed">
              Generate a key first: the sample is pushed with it.
            </Text>
          )}
        </Group>
        <PushAnswerPanel projectId={source.project_id} answer={sample.answer} failure={sample.failure} />
      </Stack>
      <SecretCreationDialogs flow={apiKey} texts={API_KEY_TEXTS} />
    </Card>
  );
}
