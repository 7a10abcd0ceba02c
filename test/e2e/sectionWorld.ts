import { paths } from '../../src/shared/routing/paths';
import type { ApiClient } from './fixtures';
import { projectRoutes } from './projectRoutes';

interface Row {
  id: string;
}

/**
 * A project with something on every page: an indexed push source, an API key, a webhook (on a loopback
 * URL, the only targets allowed by default) and an account admin key. `extra` runs before the keys.
 */
export async function arrangeEverySection(
  api: ApiClient,
  project: { name: string; description?: string; entrypoint?: string; webhookPath: string },
  extra?: (projectId: string) => Promise<unknown>,
) {
  const created = await api.post<Row>('/projects', {
    name: project.name,
    settings: project.description ? { description: project.description } : {},
  });
  const source = await api.post<Row>(`projects/${created.id}/sources`, { provider: 'push_api' });
  const base = `projects/${created.id}/sources/${source.id}`;
  await api.patch(`${base}/set-entry-point/push`, { name: project.entrypoint ?? 'ingest' });
  await api.post(`${base}/indexing/init`);
  await extra?.(created.id);
  await api.post(`/projects/${created.id}/api-keys`, { name: 'ci-pipeline' });
  await api.post(`/projects/${created.id}/webhooks`, {
    url: `http://127.0.0.1:9/${project.webhookPath}`,
    events: ['source.created'],
  });
  await api.post('/user/admin-api-keys', { name: 'ops' });
  return { projectId: created.id, sourceId: source.id };
}

/** Every signed-in route: the account pages, then the project's and the source's. */
export function everyRoute(projectId: string, sourceId: string): string[] {
  return [
    paths.projects(),
    paths.settingsAccount(),
    paths.settingsAdminKeys(),
    paths.settingsSubscription(),
    paths.settingsBilling(),
    ...projectRoutes(projectId, sourceId),
  ];
}
