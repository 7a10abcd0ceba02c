import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { getSupabase } from '@/shared/supabase/client';
import { tableActions } from '@/shared/supabase/tableActions';
import { SOURCES_PAGE_SIZE } from './sourcesPaging';
import { selectSourceIdsByProject } from './sourcesSlice';
import type { Source } from './types';

/**
 * On a first visit (no source of the project in the store), reads the table's first page (the oldest
 * SOURCES_PAGE_SIZE sources, its order) and shows it; returns true once that read has settled, or at
 * once when the store already holds the project's sources. The caller starts the whole list's sync
 * after it, and after its scope has been read: started first, reading every source queued in the
 * platform's database ahead of the page's other reads, and the first rows cost a read of every source
 * (bench/scale). The sync's select replaces these rows when it lands, and realtime changes follow it
 * as always.
 */
export function useSourcesPreview(projectId: string, count: number): boolean {
  const dispatch = useAppDispatch();
  const [settled, setSettled] = useState<string | null>(null);
  const needed = count === 0 && settled !== projectId;
  useEffect(() => {
    if (!needed) return;
    let active = true;
    const done = () => active && setSettled(projectId);
    void getSupabase()
      .from('sources')
      .select('*')
      .eq('project_id', projectId)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .limit(SOURCES_PAGE_SIZE)
      .then(({ data }) => {
        if (active && data?.length) {
          const changes = (data as Source[]).map((row) => ({ kind: 'upsert' as const, row }));
          // Checked against the store, not the render: another sync may have brought the sources since.
          dispatch((next, getState) => {
            if (selectSourceIdsByProject(getState(), projectId).length === 0)
              next(tableActions<Source>('sources').changesApplied({ changes }));
          });
        }
        done();
      }, done);
    return () => {
      active = false;
    };
  }, [dispatch, projectId, needed]);
  return !needed;
}
