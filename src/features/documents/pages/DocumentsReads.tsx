import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useScopeReady } from '@/shared/ui/scopeReady';
import { useListDocumentsInfiniteQuery } from '../documentsApi';

/**
 * The Documents page's first read (its first page, with the search a link carries), started as soon as
 * its scope is read while the page's code waits for the heading (app/pageAfterHeading.tsx): the same
 * query DocumentsPage opens with, so the page finds it under way.
 */
export default function DocumentsReads() {
  const { projectId = '', sourceId } = useParams();
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const args = useMemo(
    () => ({ projectId, ...(sourceId ? { sourceId } : {}), ...(search ? { search } : {}) }),
    [projectId, sourceId, search],
  );
  useListDocumentsInfiniteQuery(useScopeReady() ? args : skipToken);
  return null;
}
