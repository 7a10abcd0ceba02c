import { paths } from '../../src/shared/routing/paths';

/** Every page of one project and of one of its sources, in tab order. */
export function projectRoutes(projectId: string, sourceId: string): string[] {
  return [
    paths.project(projectId),
    paths.projectGraphql(projectId),
    paths.projectSettings(projectId),
    paths.projectDeveloper(projectId),
    paths.projectFeatures(projectId),
    paths.source(projectId, sourceId),
    paths.sourceLogs(projectId, sourceId),
    paths.sourceSettings(projectId, sourceId),
    paths.sourceEnhancements(projectId, sourceId),
  ];
}
