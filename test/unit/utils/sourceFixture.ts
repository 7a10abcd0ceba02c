import type { Source } from '@/features/sources/types';

/** A never-indexed Google Drive source of project p1, with what a test changes laid over it. */
export function makeSource(patch: Partial<Source> = {}): Source {
  return {
    id: 's1',
    owner_id: 'u1',
    project_id: 'p1',
    name: '',
    provider: 'google',
    type: 'google_drive',
    custom: null,
    status: 'IDLE',
    documents_count: 0,
    progress: null,
    last_indexed_at: null,
    schedule: 'manual',
    next_run_at: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...patch,
  };
}
