import type { Page } from '@playwright/test';
import type { FaultCase, Ids } from './faultCase';
import * as accountCases from './accountFaultCases';
import * as projectCases from './projectFaultCases';
import * as sourceCases from './sourceFaultCases';
import { expect, test, type Platform } from './test';
import {
  ALL_KINDS,
  DELAY_MS,
  expectOnlyToast,
  FAILING_KINDS,
  failureToast,
  type FailingKind,
  type FaultKind,
} from './toastChecks';

/**
 * Every dashboard call the UI makes (each endpoint of src/features/*\/*Api.ts) under
 * injected faults. Four representative calls (a form in a dialog, a multi-field form, a page GET and
 * the restore RPC outside the base query) get all five fault kinds; every other call gets one kind,
 * rotating through the five, to keep the run lean.
 */
const REPRESENTATIVE: FaultCase[] = [
  projectCases.createProject,
  accountCases.createWebhook,
  accountCases.getSubscriptionPlans,
  projectCases.restorePausedProject,
];
const ROTATED: FaultCase[] = [
  projectCases.updateProject,
  projectCases.deleteProject,
  projectCases.restoreDeletedProject,
  sourceCases.createSource,
  sourceCases.updateSource,
  sourceCases.deleteSource,
  sourceCases.listEntrypointOptions,
  sourceCases.setEntrypoint,
  sourceCases.connectSource,
  sourceCases.disconnectSource,
  sourceCases.initIndexing,
  sourceCases.updateIndexing,
  sourceCases.rebuildIndexing,
  accountCases.generateApiKey,
  accountCases.deleteApiKey,
  accountCases.deleteWebhook,
  accountCases.createAdminKey,
  accountCases.revokeAdminKey,
  accountCases.getCurrentPlan,
  accountCases.updateSubscription,
  accountCases.getInvoices,
  accountCases.getUpcomingInvoice,
  accountCases.createBillingPortalSession,
];

const setFault = (platform: Platform, testCase: FaultCase, ids: Ids, kind: FaultKind) =>
  platform.setFaults([{ ...testCase.rule(ids), kind, ...(kind === 'delay' ? { delayMs: DELAY_MS } : {}) }]);

/** One failing attempt: exactly its toast, no spinner left, the input kept. */
async function failOnce(
  page: Page,
  platform: Platform,
  testCase: FaultCase,
  ids: Ids,
  kind: FailingKind,
  again: boolean,
) {
  await setFault(platform, testCase, ids, kind);
  await testCase.submit(page, ids, again);
  await expectOnlyToast(page, testCase.toast?.(kind) ?? failureToast(kind, testCase.failure));
  await expect(testCase.control(page)).toBeEnabled();
  await expect(testCase.control(page)).not.toHaveAttribute('data-loading');
  await testCase.kept?.(page);
}

/** A slow reply: the loading state shows while it is pending, then the call succeeds. */
async function slowOnce(page: Page, platform: Platform, testCase: FaultCase, ids: Ids) {
  await setFault(platform, testCase, ids, 'delay');
  await testCase.prepare(page, ids);
  await testCase.submit(page, ids, false);
  await expect(testCase.pending(page)).toBeVisible();
  await testCase.succeeded(page, ids);
}

/** The attempt after the fault is lifted works. */
async function retryWorks(page: Page, platform: Platform, testCase: FaultCase, ids: Ids) {
  await platform.clearFaults();
  await testCase.submit(page, ids, true);
  await testCase.succeeded(page, ids);
}

test.describe('every fault kind on representative calls', () => {
  for (const testCase of REPRESENTATIVE) {
    test(`${testCase.call}: ${ALL_KINDS.join(', ')}`, async ({ authedPage: page, platform, api, db, service }) => {
      const ids = (await testCase.arrange?.({ api, db, service })) ?? {};
      await testCase.prepare(page, ids);
      for (const [index, kind] of FAILING_KINDS.entries()) {
        await test.step(kind, () => failOnce(page, platform, testCase, ids, kind, index > 0));
      }
      await test.step('retry after the faults are lifted', () => retryWorks(page, platform, testCase, ids));
      // Fresh data for the slow reply: some calls work only once (a project is restored once).
      const fresh = (await testCase.arrange?.({ api, db, service })) ?? {};
      await test.step('delay', () => slowOnce(page, platform, testCase, fresh));
    });
  }
});

test.describe('one rotating fault kind on every other call', () => {
  for (const [index, testCase] of ROTATED.entries()) {
    const kind = ALL_KINDS[index % ALL_KINDS.length];
    test(`${testCase.call}: ${kind}`, async ({ authedPage: page, platform, api, db, service }) => {
      const ids = (await testCase.arrange?.({ api, db, service })) ?? {};
      if (kind === 'delay') {
        await slowOnce(page, platform, testCase, ids);
        return;
      }
      await testCase.prepare(page, ids);
      await failOnce(page, platform, testCase, ids, kind, false);
      await retryWorks(page, platform, testCase, ids);
    });
  }
});
