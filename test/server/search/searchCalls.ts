import type { SearchResult } from '../../../contract/search';
import { dataOf, type ApiUser } from '../api/apiClient';
import type { SeededSource } from './corpus';

/** A push source of the user's project, as the seeding helpers take it. */
export async function pushSource(user: ApiUser, projectId: string): Promise<SeededSource> {
  const { id } = dataOf(
    await user.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'push_api' }),
    201,
  );
  return { id, owner_id: user.id, project_id: projectId };
}

/** GET /projects/:projectId/search as the user, with these query parameters. */
export const searchAs = (user: ApiUser, projectId: string, params: Record<string, string | number>) =>
  user.call<SearchResult>(
    'GET',
    `/projects/${projectId}/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`,
  );
