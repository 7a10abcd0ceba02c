import type { Session } from '@supabase/supabase-js';
import { startPlatform, type Platform } from '../server/platform';
import { ANON_KEY, sessionCookies } from '../test/e2e/session';

// The local platform the browser measurements run against: in this process, in memory, seeded,
// serving the built SPA, and the demo user's session as @supabase/ssr stores it.

export const DEMO = { email: 'demo@example.com', password: 'demo-password' };

export interface BenchPlatform {
  platform: Platform;
  session: Session;
  /** The session cookies (chunked like @supabase/ssr when long). */
  cookies: ReturnType<typeof sessionCookies>;
  /** `name=value; …` for a Cookie request header. */
  cookieHeader: string;
}

export async function startBenchPlatform(distDir: string): Promise<BenchPlatform> {
  const platform = await startPlatform({ memory: true, seed: true, port: 0, distDir });
  try {
    const response = await fetch(`${platform.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!response.ok) throw new Error(`Demo sign-in failed: ${response.status} ${await response.text()}`);
    const session = (await response.json()) as Session;
    const cookies = sessionCookies(platform.url, session);
    return {
      platform,
      session,
      cookies,
      cookieHeader: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

/** The demo user's dashboard API, to find a project with sources to navigate between. */
export async function apiGet<T>(bench: BenchPlatform, path: string): Promise<T> {
  const response = await fetch(`${bench.platform.url}${path}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${bench.session.access_token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
