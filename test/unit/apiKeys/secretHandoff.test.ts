import { describe, expect, it } from 'vitest';
import { parkSecret, takeSecret } from '@/shared/lib/secretHandoff';

describe('secretHandoff', () => {
  it('returns the row without the secret and a handle that does not contain it', () => {
    const parked = parkSecret({ id: 'k1', name: 'ci', prefix: 'sk_abcd', key: 'sk_abcd_very_secret' }, 'key');
    expect(parked.row).toEqual({ id: 'k1', name: 'ci', prefix: 'sk_abcd' });
    expect(JSON.stringify(parked)).not.toContain('very_secret');
    expect(takeSecret(parked.secretHandle)).toBe('sk_abcd_very_secret');
  });

  it('hands a secret out exactly once', () => {
    const { secretHandle } = parkSecret({ id: 'w1', secret: 'whsec_once' }, 'secret');
    expect(takeSecret(secretHandle)).toBe('whsec_once');
    expect(takeSecret(secretHandle)).toBeNull();
  });

  it('gives distinct handles and null for unknown ones', () => {
    const a = parkSecret({ key: 'one' }, 'key');
    const b = parkSecret({ key: 'two' }, 'key');
    expect(a.secretHandle).not.toBe(b.secretHandle);
    expect(takeSecret('nope')).toBeNull();
    expect(takeSecret(b.secretHandle)).toBe('two');
    expect(takeSecret(a.secretHandle)).toBe('one');
  });
});
