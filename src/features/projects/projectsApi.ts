import { baseApi } from '@/shared/api/baseApi';
import type { CreateProjectBody, PatchProjectBody } from '@contract/schemas';
import type { Project } from './types';

// Both restores (the API call and the backend action) fail with this title.
const RESTORE_FAILURE = 'Failed to restore project';

// Rows reach the lists through realtime (projects table sync), so these mutations invalidate nothing.
export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createProject: build.mutation<Project, CreateProjectBody>({
      query: (body) => ({ url: '/projects', method: 'POST', body }),
      extraOptions: { success: 'Project is created', failure: 'Failed creating project' },
    }),
    updateProject: build.mutation<Project, { projectId: string } & PatchProjectBody>({
      query: ({ projectId, ...body }) => ({ url: `/projects/${projectId}`, method: 'PATCH', body }),
      extraOptions: { success: 'Project is updated', failure: 'Failed updating project' },
    }),
    deleteProject: build.mutation<{ id: string }, { projectId: string }>({
      query: ({ projectId }) => ({ url: `/projects/${projectId}`, method: 'DELETE' }),
      extraOptions: { success: 'Project is deleted', failure: 'Failed deleting project' },
    }),
    // A deleted project from the "Recently deleted" list.
    restoreDeletedProject: build.mutation<Project, { projectId: string }>({
      query: ({ projectId }) => ({ url: `/projects/${projectId}/restore`, method: 'POST', body: {} }),
      extraOptions: { success: 'Project is being restored', failure: RESTORE_FAILURE },
    }),
    // A paused project: the spec's backend action projects.restore (the restore_project RPC), loaded on
    // first use so the endpoint registry (src/app/endpoints.ts) stays small in the first load.
    restorePausedProject: build.mutation<true, { projectId: string }>({
      queryFn: async ({ projectId }, api) =>
        (await import('./restoreProjectRpc')).restoreProjectRpc(projectId, api.dispatch, RESTORE_FAILURE),
    }),
  }),
});

export const {
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useRestoreDeletedProjectMutation,
  useRestorePausedProjectMutation,
} = projectsApi;
