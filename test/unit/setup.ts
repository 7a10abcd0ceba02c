import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import '../jsdomPolyfills';

// findBy…/waitFor wait for what a render does come to show: the library's one-second default is too
// short for a first render of a page on a loaded 2-core CI runner, and a longer limit costs nothing.
configure({ asyncUtilTimeout: 10_000 });

// A unit test never talks to the network: any fetch a test did not stub fails that test.
let unhandled: string[] = [];
beforeEach(() => {
  unhandled = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      unhandled.push(url);
      return Promise.reject(new Error(`Unhandled fetch in a unit test: ${url}`));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  if (unhandled.length > 0) throw new Error(`Unhandled fetch in this test: ${unhandled.join(', ')}`);
});
