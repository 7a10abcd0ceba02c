import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { paths } from '../../../src/shared/routing/paths';
import { projectRoutes } from '../projectRoutes';
import { recordTraffic, secondUserPage } from './secondUser';
import { expect, test, type ApiClient } from './test';

/**
 * Tenant isolation in the UI: another user who opens the first user's project and source URLs gets a
 * not-found page (never "Loading..." forever), and not one byte of the first user's data reaches
 * that tab, neither in the DOM nor in any response or realtime frame. (The API, REST, realtime and
 * GraphQL are probed directly by test/server/tenantIsolation.test.ts.)
 */

interface Owned {
  projectId: string;
  sourceId: string;
  secrets: string[];
}

/** The first user's project with everything in it, each name carrying one unique tag. */
async function ownedData(api: ApiClient, email: string): Promise<Owned> {
  const tag = randomUUID();
  const project = await api.post<{ id: string }>('/projects', {
    name: `Alpha project ${tag}`,
    settings: { description: `Alpha description ${tag}` },
  });
  const base = `/projects/${project.id}/sources`;
  const source = await api.post<{ id: string }>(base, { provider: 'push_api' });
  await api.patch(`${base}/${source.id}`, { name: `Alpha source ${tag}` });
  await api.patch(`${base}/${source.id}/set-entry-point/push`, { name: `alpha-entry-${tag}` });
  // Indexing writes log lines and documents naming the entrypoint.
  await api.post(`${base}/${source.id}/indexing/init`);
  await api.post(`/projects/${project.id}/api-keys`, { name: `alpha-key-${tag}` });
  await api.post(`/projects/${project.id}/webhooks`, {
    url: `http://127.0.0.1:9/alpha-${tag}/hook`,
    events: ['source.created'],
    description: `Alpha webhook ${tag}`,
  });
  await api.post('/user/admin-api-keys', { name: `alpha-admin-${tag}` });
  const { invoices } = await api.get<{ invoices: { id: string; number: string }[] }>('stripe/invoices');
  return {
    projectId: project.id,
    sourceId: source.id,
    secrets: [tag, email, ...invoices.flatMap((invoice) => [invoice.id, invoice.number])],
  };
}

/** The page settles on a not-found panel, nothing anywhere still says "Loading...", and none of `secrets` is in the DOM. */
async function expectNotFound(page: Page, route: string, title: string, secrets: string[]) {
  await page.goto(route);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  const dom = await page.content();
  expect(
    secrets.filter((secret) => dom.includes(secret)),
    `the first user's data in the DOM of ${route}`,
  ).toEqual([]);
}

test("another user sees not-found pages for the first user's URLs and receives none of their data", async ({
  authedPage,
  api,
  user,
  browser,
  platform,
}) => {
  const owned = await ownedData(api, user.email);
  // The owner's own tab proves the data is there and shown.
  await authedPage.goto(paths.source(owned.projectId, owned.sourceId));
  await expect(authedPage.getByRole('heading', { level: 1 })).toHaveText(/^Alpha source /);

  const other = await secondUserPage(browser, platform.url);
  const traffic = recordTraffic(other.page);
  for (const route of projectRoutes(owned.projectId, owned.sourceId))
    await expectNotFound(other.page, route, 'Project not found', owned.secrets);

  for (const route of [paths.projects(), paths.settingsAdminKeys(), paths.settingsBilling()]) {
    await other.page.goto(route);
    await expect(other.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.page.getByText('Loading...', { exact: true })).toHaveCount(0);
  }
  // The other user's own billing: a new Free account has no invoices (billing starts with the account).
  const invoices = other.page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('table').or(invoices.getByText('No invoices yet'))).toBeVisible();

  await traffic.settle();
  const dom = await other.page.content();
  for (const secret of owned.secrets) {
    expect(dom, 'the DOM').not.toContain(secret);
    expect(
      traffic.texts.filter((text) => text.includes(secret)),
      `responses and frames containing ${secret}`,
    ).toEqual([]);
  }
  expect(traffic.texts.length).toBeGreaterThan(20);
  await other.close();
});

test("the first user's source under the second user's own project is not found either", async ({
  api,
  browser,
  platform,
}) => {
  const { sourceId, secrets } = await ownedData(api, 'owner@example.com');
  const other = await secondUserPage(browser, platform.url);
  const own = await other.page.request.post('/api/projects', {
    data: { name: 'Own project', settings: {} },
    headers: { Authorization: `Bearer ${other.accessToken}` },
  });
  const { data } = (await own.json()) as { data: { id: string } };
  await expectNotFound(other.page, paths.source(data.id, sourceId), 'Source not found', secrets);
  await expectNotFound(other.page, paths.sourceLogs(data.id, sourceId), 'Source not found', secrets);
  await other.close();
});
