import { createLocalStorage, type Storage } from '@graphiql/toolkit';
import { PLAYGROUND_STORAGE_PREFIX } from '@/shared/session/accountStorage';

/** localStorage key prefix of one project's playground (tabs, query history, headers). */
export function playgroundNamespace(projectId: string): string {
  return `${PLAYGROUND_STORAGE_PREFIX}${projectId}`;
}

/** GraphiQL storage namespaced by project id, so one project's queries never show in another's. */
export function createPlaygroundStorage(projectId: string): Storage {
  return createLocalStorage({ namespace: playgroundNamespace(projectId) });
}
