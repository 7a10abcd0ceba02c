import { Code, Stack, Text, Title } from '@mantine/core';

const SNIPPET = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.WEBHOOK_SECRET); // whsec_…
const app = express();

app.post('/webhooks', express.text({ type: 'application/json' }), (req, res) => {
  try {
    const event = wh.verify(req.body, req.headers); // checks signature and timestamp
    console.log(event.type, event.data);
    res.sendStatus(204);
  } catch {
    res.sendStatus(400);
  }
});

app.listen(4000);`;

/** How a receiver checks the Standard Webhooks signature with the off-the-shelf library. */
export function VerifySnippet() {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Verify in your receiver
      </Title>
      <Text size="sm" c="dimmed">
        Every request carries webhook-id, webhook-timestamp and webhook-signature headers. Verify them with the
        standardwebhooks package and the signing secret; during a rotation both secrets are accepted for 24 hours, or
        until you revoke the previous one.
      </Text>
      <Code block>{SNIPPET}</Code>
    </Stack>
  );
}
