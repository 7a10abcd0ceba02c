import { Button } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { env } from '@/shared/config/env';

/** A fresh address on the local platform's inbox, which shows what it receives (server/webhooks/inbox.ts). */
function newInboxUrl(): string {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${new URL(env.dashboardApiUrl).origin}/local/webhook-inbox/${id}`;
}

/** Fills the URL field with a local inbox, so deliveries can be watched end to end without a tunnel. */
export function LocalInboxButton({ onPick }: { onPick: (url: string) => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconInbox size={14} />}
      onClick={() => onPick(newInboxUrl())}
    >
      Use a local inbox
    </Button>
  );
}
