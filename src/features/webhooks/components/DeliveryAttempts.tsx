import { Code, Paper, Stack, Text } from '@mantine/core';
import type { WebhookDeliveryAttempt } from '../deliveryTypes';
import { formatDateTime } from '@/shared/lib/formatDate';

const headerText = (headers: Record<string, string> | null) =>
  headers
    ? Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')
    : '—';

// Receivers' answers are untrusted: they are shown as text in <pre>, never rendered as HTML.
function Block({ label, text }: { label: string; text: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      {/* Focusable so a keyboard can scroll a long body. */}
      <Code
        block
        tabIndex={0}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' }}
      >
        {text || '—'}
      </Code>
    </Stack>
  );
}

function summary(attempt: WebhookDeliveryAttempt): string {
  const code = attempt.status_code === null ? 'no response' : `HTTP ${attempt.status_code}`;
  const duration = attempt.duration_ms === null ? '' : ` in ${attempt.duration_ms} ms`;
  return `Attempt ${attempt.attempt}: ${code}${duration} · ${formatDateTime(attempt.started_at)}`;
}

/** Every attempt of a delivery, latest first, with what was sent and what came back. */
export function DeliveryAttempts({ attempts }: { attempts: WebhookDeliveryAttempt[] }) {
  if (attempts.length === 0) return <Text size="sm">No attempt yet.</Text>;
  return (
    <Stack gap="sm">
      {attempts.map((attempt) => (
        <Paper key={attempt.id} withBorder p="sm" component="section" aria-label={`Attempt ${attempt.attempt}`}>
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {summary(attempt)}
            </Text>
            {attempt.error && (
              <Text size="sm" c="red.4">
                {attempt.error}
              </Text>
            )}
            <Block label="Request headers" text={headerText(attempt.request_headers)} />
            <Block label="Request body" text={attempt.request_body} />
            <Block label="Response headers" text={headerText(attempt.response_headers)} />
            <Block label="Response body" text={attempt.response_body} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
