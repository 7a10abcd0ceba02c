import type { BrowserContext, Page } from '@playwright/test';
import type { Session } from '@supabase/supabase-js';
import { ANON_KEY, sessionCookies } from '../session';

/** Every document the tab loads (first load, reloads, redirects), so "reloads exactly once" is countable. */
export function countDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** The values of the @supabase/ssr session cookie (and its chunks) the browser still holds. */
export async function sessionCookieValues(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter((cookie) => /-auth-token(\.\d+)?$/.test(cookie.name))
    .map((cookie) => cookie.value);
}

/** Ends every session of the token's user on the server, as "sign out everywhere" elsewhere would. */
export async function revokeAllSessions(url: string, accessToken: string): Promise<void> {
  const response = await fetch(`${url}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 204) throw new Error(`logout → ${response.status} ${await response.text()}`);
}

/** The browser's session, decoded from its @supabase/ssr cookie. */
export async function browserSession(context: BrowserContext): Promise<Session> {
  const [cookie] = (await context.cookies()).filter((c) => /-auth-token$/.test(c.name));
  return JSON.parse(Buffer.from(cookie.value.replace(/^base64-/, ''), 'base64url').toString()) as Session;
}

/** Writes a session into the cookie, as another tab of the same browser would. */
export async function storeBrowserSession(context: BrowserContext, url: string, session: Session): Promise<void> {
  await context.addCookies(sessionCookies(url, session));
}
