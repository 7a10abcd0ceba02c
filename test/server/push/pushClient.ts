import { beforeAll } from 'vitest';
import type { ApiUser } from '../api/apiClient';
import { apiWorld } from '../api/world';
import { dataOf } from '../api/apiClient';

export interface PushReply {
  status: number;
  body: {
    data?: {
      runId: string;
      accepted: number;
      unchanged: number;
      rejected: { id: string; errorCode: string; error: string }[];
    } & Record<string, unknown>;
    errorCode?: string;
    error?: string;
  };
}

/** Calls /push/v1 of a platform with an x-api-key, the way a developer's script would. */
export function pushClient(url: string) {
  const base = (projectId: string, sourceId: string) =>
    `${url}/push/v1/projects/${projectId}/sources/${sourceId}/documents`;
  const send = async (path: string, init: RequestInit & { key?: string | null }): Promise<PushReply> => {
    const headers = new Headers(init.headers);
    if (init.key) headers.set('x-api-key', init.key);
    const response = await fetch(path, { ...init, headers });
    return { status: response.status, body: (await response.json()) as PushReply['body'] };
  };
  return {
    base,
    json: (projectId: string, sourceId: string, key: string | null, body: unknown) =>
      send(base(projectId, sourceId), {
        method: 'POST',
        key,
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    files: (projectId: string, sourceId: string, key: string, form: FormData) =>
      send(base(projectId, sourceId), { method: 'POST', key, body: form }),
    get: (projectId: string, sourceId: string, key: string, id: string) =>
      send(`${base(projectId, sourceId)}/${encodeURIComponent(id)}`, { method: 'GET', key }),
    remove: (projectId: string, sourceId: string, key: string, id: string) =>
      send(`${base(projectId, sourceId)}/${encodeURIComponent(id)}`, { method: 'DELETE', key }),
  };
}

/** A project API key created through the dashboard API, as a developer does in Settings. */
export async function createApiKey(user: ApiUser, projectId: string): Promise<string> {
  return dataOf(await user.call<{ key: string }>('POST', `/projects/${projectId}/api-keys`, { name: 'push' }), 201).key;
}

export async function createPushSource(user: ApiUser, projectId: string, type = 'push_api'): Promise<string> {
  return dataOf(await user.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: type }), 201).id;
}

/**
 * A project of Alice's with a push source and a project API key, made before the tests of the describe
 * block that calls it; read `push`, `key` and `sourceId` inside the tests.
 */
export function pushWorld(name: string) {
  const world = apiWorld(name);
  const setup = { world, push: pushClient(''), key: '', sourceId: '' };
  beforeAll(async () => {
    setup.push = pushClient(world.platform.url);
    setup.key = await createApiKey(world.alice, world.projectId);
    setup.sourceId = await createPushSource(world.alice, world.projectId);
  });
  return setup;
}
