import type { Transaction } from '../db/types';
import { ApiError, notFound } from './errors';
import type { ProjectRow, SourceRow } from './rows';

/** Loads a project of the caller (auth.uid(), also under service rights); someone else's is "not found". */
export async function loadProject(tx: Transaction, projectId: string): Promise<ProjectRow> {
  const { rows } = await tx.query<ProjectRow>('select * from public.projects where id = $1 and owner_id = auth.uid()', [
    projectId,
  ]);
  if (!rows[0]) throw notFound('Project');
  return rows[0];
}

/** A project that can take new work: not deleted. */
export async function loadOpenProject(tx: Transaction, projectId: string): Promise<ProjectRow> {
  const project = await loadProject(tx, projectId);
  if (project.state === 'deleted') throw new ApiError(409, 'PROJECT_DELETED', 'Project is deleted');
  return project;
}

export async function loadSource(tx: Transaction, projectId: string, sourceId: string): Promise<SourceRow> {
  const { rows } = await tx.query<SourceRow>(
    'select * from public.sources where id = $1 and project_id = $2 and owner_id = auth.uid()',
    [sourceId, projectId],
  );
  if (!rows[0]) throw notFound('Source');
  return rows[0];
}

/** Most source changes wait until indexing or deletion is over. */
export function assertIdle(source: SourceRow): void {
  if (source.status !== 'IDLE') {
    throw new ApiError(409, 'SOURCE_BUSY', `Source is busy (${source.status}); try again when it is idle`);
  }
}
