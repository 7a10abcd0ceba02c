import { describe, expect, it } from 'vitest';
import { REDACTED, devToolsOptions, redactSecrets } from '@/app/devToolsSanitizers';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('devTools sanitizers', () => {
  it('redact the password of a sign-in thunk action and keep the rest', () => {
    const action = {
      type: 'session/signInRequested/pending',
      meta: { arg: { email: 'a@example.com', password: 'hunter2-hunter2' }, requestId: 'r1' },
    };
    expect(devToolsOptions.actionSanitizer(action)).toEqual({
      type: 'session/signInRequested/pending',
      meta: { arg: { email: 'a@example.com', password: REDACTED }, requestId: 'r1' },
    });
    expect(action.meta.arg.password).toBe('hunter2-hunter2'); // the store's own action is untouched
  });

  it('redact secret-shaped values under any key: access tokens, project and admin keys, webhook secrets', () => {
    const state = {
      note: `Bearer ${jwt}`,
      nested: [{ text: jwt }, { copied: 'pk_abcdefghijklmnopqrstuvwxyz0123456789ABCD' }],
      admin: 'ak_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
      hook: 'whsec_abcdefghijklmnopqrstuvwxyz012345',
    };
    expect(devToolsOptions.stateSanitizer(state)).toEqual({
      note: REDACTED,
      nested: [{ text: REDACTED }, { copied: REDACTED }],
      admin: REDACTED,
      hook: REDACTED,
    });
  });

  it('redact secret-named keys (key, secret, tokens) but keep the public prefixes', () => {
    const reply = {
      row: { id: 'k1', prefix: 'pk_AbCdE', secret_prefix: 'whsec_Ab' },
      key: 'anything',
      secret: 'anything',
      tokens: { refresh_token: 'r', token: 't' },
      session: { access_token: 'a', refresh_token: 'b', expires_in: 3600 },
    };
    expect(redactSecrets(reply)).toEqual({
      row: { id: 'k1', prefix: 'pk_AbCdE', secret_prefix: 'whsec_Ab' },
      key: REDACTED,
      secret: REDACTED,
      tokens: { refresh_token: REDACTED, token: REDACTED },
      session: { access_token: REDACTED, refresh_token: REDACTED, expires_in: 3600 },
    });
  });

  it('return the same objects where nothing is secret, so large states stay cheap to sanitize', () => {
    const rows = { ids: ['p1'], entities: { p1: { id: 'p1', name: 'Docs' } } };
    const state = { projects: rows, session: { user: { email: 'a@example.com' } } };
    expect(redactSecrets(state)).toBe(state);
    const changed = redactSecrets({ projects: rows, password: 'x' });
    expect(changed.projects).toBe(rows);
  });
});
