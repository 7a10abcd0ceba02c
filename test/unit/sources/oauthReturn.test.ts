import { describe, expect, it, vi } from 'vitest';
import { claimOAuthState, readOAuthReturn, withoutOAuthParams } from '@/features/sources/oauthReturn';
import { redirectToProvider } from '@/features/sources/providerRedirect';

describe('readOAuthReturn', () => {
  it('reads a code and state, or an error, or nothing', () => {
    expect(readOAuthReturn(new URLSearchParams('code=c1&state=s1'))).toEqual({ kind: 'code', code: 'c1', state: 's1' });
    expect(readOAuthReturn(new URLSearchParams('error=access_denied&state=s1'))).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: null,
    });
    expect(readOAuthReturn(new URLSearchParams('code=c1'))).toBeNull();
    expect(readOAuthReturn(new URLSearchParams('tab=x'))).toBeNull();
  });

  it('strips only the OAuth parameters', () => {
    expect(withoutOAuthParams(new URLSearchParams('code=c1&state=s1'))).toBe('');
    expect(withoutOAuthParams(new URLSearchParams('tab=x&error=access_denied&state=s1'))).toBe('?tab=x');
  });

  it('lets a state be exchanged once only', () => {
    expect(claimOAuthState('state-once')).toBe(true);
    expect(claimOAuthState('state-once')).toBe(false);
    expect(claimOAuthState('state-other')).toBe(true);
  });
});

describe('redirectToProvider', () => {
  it('follows http(s) URLs after the delay', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    expect(redirectToProvider('https://provider.example/authorize?state=1', navigate, 800)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(800);
    expect(navigate).toHaveBeenCalledWith('https://provider.example/authorize?state=1');
    vi.useRealTimers();
  });

  it('never follows other schemes, relative URLs or non-strings', () => {
    const navigate = vi.fn();
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/oauth/google', '', undefined, 42]) {
      expect(redirectToProvider(url, navigate, 0)).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
