import { startPlatform, type Platform } from '../../server/platform';
import { test as base } from './fixtures';

/**
 * The e2e fixtures on a platform started in this worker, so a test can change rows the browser
 * cannot (pause a project, write log lines) through `ownPlatform.ctx.asService`, as the hosted
 * platform itself would. Every fixture (user, api, db, authedPage) then points at it.
 */
export const test = base.extend<object, { ownPlatform: Platform }>({
  ownPlatform: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const platform = await startPlatform({
        port: 0,
        memory: true,
        speed: 'fast',
        faults: 'on',
        seed: false,
        allowedWebhookTargets: ['127.0.0.1:9'],
      });
      await use(platform);
      await platform.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownPlatform }, use) => {
    await use(ownPlatform.url);
  },
});

export { expect } from './fixtures';
