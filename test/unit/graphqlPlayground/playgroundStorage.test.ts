import { afterEach, describe, expect, it } from 'vitest';
import { StorageAPI } from '@graphiql/toolkit';
import { createPlaygroundStorage, playgroundNamespace } from '@/features/graphqlPlayground/playgroundStorage';

afterEach(() => localStorage.clear());

describe('createPlaygroundStorage', () => {
  it('keeps each project’s GraphiQL state under its own key prefix', () => {
    // StorageAPI is what GraphiQL (tabs, query history) writes through.
    const first = new StorageAPI(createPlaygroundStorage('p1'));
    const second = new StorageAPI(createPlaygroundStorage('p2'));

    first.set('queries', '[{"query":"{ project { id } }"}]');

    expect(second.get('queries')).toBeNull();
    expect(first.get('queries')).toBe('[{"query":"{ project { id } }"}]');
    expect(localStorage.getItem(`${playgroundNamespace('p1')}:graphiql:queries`)).not.toBeNull();
  });

  it('clears only its own project', () => {
    const first = createPlaygroundStorage('p1');
    const second = createPlaygroundStorage('p2');
    first.setItem('graphiql:tabState', 'a');
    second.setItem('graphiql:tabState', 'b');
    localStorage.setItem('unrelated', 'c');

    first.clear();

    expect(first.length).toBe(0);
    expect(second.getItem('graphiql:tabState')).toBe('b');
    expect(localStorage.getItem('unrelated')).toBe('c');
  });
});
