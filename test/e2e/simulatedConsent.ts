import type { ApiClient } from './fixtures';

/** Connects a source through the platform's simulated consent page, as the dashboard does (connect, Allow, code). */
export async function connectThroughConsent(api: ApiClient, base: string): Promise<void> {
  const { redirectUrl } = await api.post<{ redirectUrl: string }>(`${base}/connect`, {});
  const consent = await (await fetch(redirectUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(consent)![1];
  const state = new URL(redirectUrl).searchParams.get('state')!;
  const answer = await fetch(new URL(action, redirectUrl), {
    method: 'POST',
    body: new URLSearchParams({ state, decision: 'allow' }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location')!);
  await api.post(`${base}/connect`, { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
}
