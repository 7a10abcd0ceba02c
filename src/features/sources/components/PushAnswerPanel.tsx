import { Alert, Anchor, Code, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import type { PushAnswer } from '../pushClient';
import { SAMPLE_SEARCH } from '../pushSamples';

interface PushAnswerPanelProps {
  projectId: string;
  answer: PushAnswer | null;
  failure: string | null;
}

/** Whether a 202's body names documents it refused (a wrong content type, a plan limit). */
const hasRejections = (body: unknown) =>
  ((body as { data?: { rejected?: unknown[] } } | null)?.data?.rejected?.length ?? 0) > 0;

/** The first push's answer, as the API gave it, and where to find the document it indexed. */
export function PushAnswerPanel({ projectId, answer, failure }: PushAnswerPanelProps) {
  if (failure !== null)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The push did not reach the API">
        {failure}
      </Alert>
    );
  if (!answer) return null;
  const accepted = answer.status === 202 && !hasRejections(answer.body);
  return (
    <Alert
      color={accepted ? 'green' : 'red'}
      variant="light"
      icon={accepted ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      title={`The API answered ${answer.status}`}
      role="status"
    >
      <Stack gap="xs">
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="push-answer">
          {typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2)}
        </Code>
        {accepted && (
          <Text size="sm">
            The document is indexed.{' '}
            <Anchor component={AppLink} to={paths.projectSearch(projectId, SAMPLE_SEARCH)}>
              Find it on the Search page
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
