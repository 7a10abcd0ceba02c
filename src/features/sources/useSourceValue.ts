import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSourceById } from './sourcesSlice';
import type { Source } from './types';

/**
 * One derived value of a source from the store, compared shallowly: a component re-renders only when
 * its own value changes, so a progress event re-renders the progress cell and not the whole row.
 */
export function useSourceValue<T>(sourceId: string, pick: (source: Source) => T): T | undefined {
  return useAppSelector((state) => {
    const source = selectSourceById(state, sourceId);
    return source ? pick(source) : undefined;
  }, shallowEqual);
}
