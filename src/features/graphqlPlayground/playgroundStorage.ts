import { createLocalStorage, type Storage } from '@graphiql/toolkit';

/** localStorage key prefix of one project's playground (tabs, query history, headers). */
export function playgroundNamespace(projectId: string): string {
  return `playground:${projectId}`;
}

/** GraphiQL storage namespaced by project id, so one project's queries never show in another's. */
export function createPlaygroundStorage(projectId: string): Storage {
  return createLocalStorage({ namespace: playgroundNamespace(projectId) });
}
