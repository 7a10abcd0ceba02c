import { describe, expect, it } from 'vitest';
import dialogsSlice, { dialogClosed, dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { locationChanged, type StoreLocation } from '@/shared/routing/routerSlice';

const at = (pathname: string, hash = ''): StoreLocation => ({
  pathname,
  search: '',
  hash,
  state: null,
  key: pathname + hash,
  action: 'PUSH',
});
const reduce = dialogsSlice.reducer;

describe('dialogsSlice', () => {
  it('holds one open dialog with its subject and closes it', () => {
    const opened = reduce(undefined, dialogOpened({ id: 'deleteApiKey', subject: 'key-1' }));
    expect(opened.open).toEqual({ id: 'deleteApiKey', subject: 'key-1' });
    const other = reduce(opened, dialogOpened({ id: 'createWebhook', subject: null }));
    expect(other.open).toEqual({ id: 'createWebhook', subject: null });
    expect(reduce(other, dialogClosed()).open).toBeNull();
  });

  it('closes the dialog when the page changes but not when only the hash does', () => {
    let state = reduce(undefined, locationChanged(at('/projects')));
    state = reduce(state, dialogOpened({ id: 'createProject', subject: null }));
    state = reduce(state, locationChanged(at('/projects', '#top')));
    expect(state.open).toEqual({ id: 'createProject', subject: null });
    state = reduce(state, locationChanged(at('/settings/account')));
    expect(state.open).toBeNull();
  });

  it('keeps a dialog opened right after a navigation (the palette navigates, then opens)', () => {
    let state = reduce(undefined, locationChanged(at('/projects')));
    state = reduce(state, locationChanged(at('/projects/p1/settings/developer')));
    state = reduce(state, dialogOpened({ id: 'generateApiKey', subject: 'p1' }));
    expect(state.open).toEqual({ id: 'generateApiKey', subject: 'p1' });
  });
});
