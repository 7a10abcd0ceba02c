import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { nodeClient, sessionCookies } from '../session';

/** Another signed-up user with a browser tab of its own (its own context: separate cookies and storage). */
export async function secondUserPage(
  browser: Browser,
  url: string,
): Promise<{ id: string; accessToken: string; page: Page; close: () => Promise<void> }> {
  const client = nodeClient(url);
  const email = `e2e-other-${randomUUID()}@example.com`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'e2e-password-123',
    options: { data: { name: 'Other User' } },
  });
  if (error || !data.session || !data.user) throw new Error(`Sign-up failed: ${error?.message ?? 'no session'}`);
  const context = await browser.newContext({ baseURL: url });
  await context.addCookies(sessionCookies(url, data.session));
  return {
    id: data.user.id,
    accessToken: data.session.access_token,
    page: await context.newPage(),
    close: () => context.close(),
  };
}

/** Everything the tab received: response bodies and realtime frames, for "not one byte" checks. */
export function recordTraffic(page: Page): { texts: string[]; settle: () => Promise<void> } {
  const texts: string[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => texts.push(`${response.url()}\n${body.toString('utf8')}`))
        .catch(() => undefined),
    );
  });
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => texts.push(String(payload))));
  return { texts, settle: async () => void (await Promise.all(pending)) };
}
