import { ANON_KEY } from '../../test/e2e/session';

// The users the PostgreSQL section drives: each signed up through the platform's own /auth/v1 (as the
// app does), with one project and two sources, so the REST selects return rows.

export interface BenchUser {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
  projectId: string;
  /** API keys created by the load and not yet deleted. */
  keys: string[];
}

const PASSWORD = 'bench-postgres-password';

/** One call to the dashboard API; throws unless it answers 2xx with `data`. */
export async function apiData<T>(base: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { data?: T };
  if (!response.ok || !('data' in reply))
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data as T;
}

export async function createBenchUsers(base: string, count: number, label: string): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let index = 0; index < count; index++) {
    const email = `pg-bench-${label}-${index}@example.com`;
    const response = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-up of ${email}: ${response.status} ${await response.text()}`);
    const session = (await response.json()) as { access_token: string; refresh_token: string; user: { id: string } };
    const token = session.access_token;
    const project = await apiData<{ id: string }>(base, token, 'POST', '/projects', { name: `bench ${index}` });
    for (const provider of ['google_drive', 'notion']) {
      await apiData(base, token, 'POST', `/projects/${project.id}/sources`, { provider });
    }
    users.push({
      id: session.user.id,
      email,
      token,
      refreshToken: session.refresh_token,
      projectId: project.id,
      keys: [],
    });
  }
  return users;
}
