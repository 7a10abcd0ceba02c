import type { Transaction } from '../../../server/db/types';
import { expect } from '../fixtures';
import { test as base } from '../ownPlatform';

/** The platform's own service access, for rows only the platform writes (paused projects, malformed data). */
export type Service = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * The e2e fixtures on this worker's own platform (so `service` can write as the platform does), plus
 * a crash guard: any uncaught error in the page (a `pageerror`) fails the test, so "no crash" is
 * checked everywhere, not only where a test remembers to look.
 */
export const test = base.extend<{ pageErrors: string[]; service: Service }>({
  service: async ({ ownPlatform }, use) => {
    await use((fn) => ownPlatform.ctx.asService(fn));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { ApiClient, FaultRule, Platform, TestUser } from '../fixtures';
