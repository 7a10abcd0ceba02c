import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE_TEXT, networkErrorMessage } from '@/shared/api/networkErrorMessage';

describe('networkErrorMessage', () => {
  it('turns the browsers’ names for an unreachable server into a sentence', () => {
    for (const message of [
      'Failed to fetch',
      'TypeError: Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'fetch failed',
    ]) {
      expect(networkErrorMessage(message)).toBe(NETWORK_FAILURE_TEXT);
    }
  });

  it('keeps every other message', () => {
    expect(networkErrorMessage('Unexpected token < in JSON at position 0')).toBe(
      'Unexpected token < in JSON at position 0',
    );
    expect(networkErrorMessage('Failed to fetch the plan')).toBe('Failed to fetch the plan');
  });
});
