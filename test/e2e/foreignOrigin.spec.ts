import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './ownPlatform';

/**
 * A page on another loopback origin (another port of 127.0.0.1, as any local dev server or a page the
 * developer opens) tries what the attack did: read the config, sign in, read projects, open realtime.
 */
function attackPage(platformUrl: string, anonKey: string, email: string, password: string, token: string): string {
  const script = `
const P = ${JSON.stringify(platformUrl)};
const creds = JSON.stringify({ email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)} });
const outcome = (promise) => promise.then(async (r) => 'read: ' + r.status + ' ' + (await r.text()).slice(0, 80), (e) => 'blocked: ' + e.name);
window.results = (async () => ({
  config: await outcome(fetch(P + '/local/config.json')),
  signIn: await outcome(fetch(P + '/auth/v1/token?grant_type=password', {
    method: 'POST', headers: { apikey: ${JSON.stringify(anonKey)}, 'content-type': 'application/json' }, body: creds })),
  blindSignIn: await fetch(P + '/auth/v1/token?grant_type=password', { method: 'POST', mode: 'no-cors',
    headers: { 'content-type': 'text/plain' }, body: creds }).then((r) => 'sent (' + r.type + ')', (e) => 'blocked: ' + e.name),
  projects: await outcome(fetch(P + '/api/projects', { headers: { authorization: 'Bearer ${token}' } })),
  rest: await outcome(fetch(P + '/rest/v1/projects?select=*', { headers: { apikey: ${JSON.stringify(anonKey)}, authorization: 'Bearer ${token}' } })),
  realtime: await new Promise((resolve) => {
    const ws = new WebSocket(P.replace(/^http/, 'ws') + '/realtime/v1/websocket?vsn=2.0.0&apikey=${anonKey}');
    ws.onopen = () => { ws.close(); resolve('opened'); };
    ws.onerror = () => resolve('blocked');
  }),
}))();`;
  return `<!doctype html><html><head><title>Another origin</title></head><body><script>${script}</script></body></html>`;
}

test('a page served from another loopback origin can neither read nor write anything', async ({
  page,
  ownPlatform,
  user,
}) => {
  const sessions = async () =>
    Number(
      (
        await ownPlatform.ctx.db.query<{ n: number }>(
          'select count(*)::int as n from auth.sessions where user_id = $1',
          [user.id],
        )
      ).rows[0].n,
    );
  const before = await sessions();
  const html = attackPage(
    ownPlatform.url,
    ownPlatform.ctx.options.anonKey,
    user.email,
    user.password,
    user.accessToken,
  );
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(origin).not.toBe(ownPlatform.url);
    await page.goto(origin);
    const results = await page.evaluate(
      () => (window as unknown as { results: Promise<Record<string, string>> }).results,
    );
    expect(results).toEqual({
      config: 'blocked: TypeError',
      signIn: 'blocked: TypeError',
      // The browser sends a "simple" POST without asking; the platform refuses it (no session below).
      blindSignIn: 'sent (opaque)',
      projects: 'blocked: TypeError',
      rest: 'blocked: TypeError',
      realtime: 'blocked',
    });
    expect(await sessions()).toBe(before);
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
});
