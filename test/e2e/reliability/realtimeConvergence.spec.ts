import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { paths } from '../../../src/shared/routing/paths';
import { churn, type ChurnWorld } from './churn';
import { browserSession, storeBrowserSession } from './sessionProbe';
import {
  selectedLogLines,
  selectedProjects,
  selectedSources,
  shownLogLines,
  shownProjects,
  shownSources,
} from './shownRows';
import { expect, test } from './test';
import { expectOnlyToast, successToast } from './toastChecks';

/**
 * Realtime never replays what a dropped socket missed, so the table sync must
 * re-select on every rejoin. While ~500 random writes run and the platform drops the user's sockets
 * again and again, three tabs (projects, a project's sources, a source's logs) must end up showing
 * exactly what a fresh select returns: nothing lost, duplicated or stale.
 */

const OPERATIONS = 500;
// Printed on failure; CHURN_SEED=<seed> draws the same operations again (their interleaving may differ).
const SEED = Number(process.env.CHURN_SEED ?? Date.now() % 100_000);

/** Polls until the tab shows what a fresh select returns; on timeout the last pair is compared, so both print. */
async function converges<T>(read: () => Promise<T>, select: () => Promise<T>, what: string) {
  let last: { shown: T; selected: T } | undefined;
  const agree = async () => {
    const [shown, selected] = await Promise.all([read(), select()]);
    last = { shown, selected };
    return JSON.stringify(shown) === JSON.stringify(selected);
  };
  await expect
    .poll(agree, { timeout: 30_000 })
    .toBe(true)
    .catch((error: Error) => {
      if (!last) throw error;
      expect(last.shown as unknown, `${what}: shown vs a fresh select (seed ${SEED})`).toEqual(last.selected);
    });
}

async function idle(db: SupabaseClient) {
  await expect
    .poll(async () => (await db.from('sources').select('id').neq('status', 'IDLE')).data?.length, { timeout: 60_000 })
    .toBe(0);
}

test('after 500 random writes and repeated socket drops every tab shows exactly a fresh select', async ({
  authedPage: sourcesTab,
  context,
  api,
  db,
  platform,
  user,
}) => {
  test.setTimeout(240_000);
  const home = await api.post<{ id: string }>('/projects', { name: 'home', settings: {} });
  const pinned = await api.post<{ id: string }>(`/projects/${home.id}/sources`, { provider: 'push_api' });
  await api.patch(`/projects/${home.id}/sources/${pinned.id}`, { name: 'pinned' });
  await api.patch(`/projects/${home.id}/sources/${pinned.id}/set-entry-point/push`, { name: 'pinned-entry' });
  const world: ChurnWorld = {
    projects: [home.id],
    deletedProjects: [],
    sources: new Map([[pinned.id, home.id]]),
    pinned: new Set([pinned.id]),
  };

  const projectsTab = await context.newPage();
  const logsTab = await context.newPage();
  await sourcesTab.goto(paths.project(home.id));
  await projectsTab.goto(paths.projects());
  await logsTab.goto(paths.sourceLogs(home.id, pinned.id));
  for (const tab of [sourcesTab, projectsTab, logsTab])
    await expect(tab.getByTestId('realtime-status')).toHaveText('Live');

  let drops = 0;
  const result = await churn(api, world, {
    total: OPERATIONS,
    parallel: 4,
    seed: SEED,
    every: async () => {
      await platform.dropRealtime(user.id);
      drops += 1;
    },
  });
  expect(drops).toBe(OPERATIONS / 100);
  // Most operations land; some hit rows another one just deleted, or a busy source.
  expect(result.succeeded, `seed ${SEED}`).toBeGreaterThan(OPERATIONS * 0.6);
  await idle(db);

  await converges(
    () => shownSources(sourcesTab),
    () => selectedSources(db, home.id),
    'the sources tab',
  );
  await converges(
    () => shownProjects(projectsTab),
    () => selectedProjects(db),
    'the projects tab',
  );
  await converges(
    () => shownLogLines(logsTab),
    () => selectedLogLines(db, pinned.id),
    'the logs tab',
  );
  expect((await shownLogLines(logsTab)).length).toBeGreaterThan(0);
});

test('two tabs stay in sync: a change made in one shows in the other', async ({ authedPage: first, context, api }) => {
  await api.post('/projects', { name: 'Shared view', settings: {} });
  const second = await context.newPage();
  // Both tabs show the live project list; neither reloads or navigates while the other changes it.
  await first.goto(paths.projects());
  await second.goto(paths.projects());
  await expect(second.getByRole('link', { name: 'Open project Shared view' })).toBeVisible();

  await first.getByRole('button', { name: 'New project' }).click();
  const dialog = first.getByRole('dialog', { name: 'Create a project' });
  await dialog.getByLabel('Project name').fill('Made in the first tab');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expectOnlyToast(first, successToast('Project is created'));
  await expect(second.getByRole('link', { name: 'Open project Made in the first tab' })).toBeVisible();
  // Creating opened the new project in the first tab; back to its list, in the app (no reload).
  await expect(first.getByRole('main').getByRole('heading', { level: 1, name: 'Made in the first tab' })).toBeVisible();
  await first.goBack();

  await second.getByRole('link', { name: 'Open project Shared view' }).click();
  await second.getByRole('link', { name: 'Settings' }).click();
  await second.getByLabel('Project name').fill('Renamed in the second tab');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByRole('link', { name: 'Open project Renamed in the second tab' })).toBeVisible();
  await second.goto(paths.projects());
  await converges(
    () => shownProjects(second),
    () => shownProjects(first),
    'the second tab vs the first',
  );
});

/** Realtime frames the tab sends, to see which access token the socket was handed. */
function sentFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => frames.push(String(payload))));
  return frames;
}

test('a token refresh mid-session keeps API calls and realtime working', async ({
  authedPage: page,
  context,
  api,
  platform,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Refreshing', settings: {} });
  const frames = sentFrames(page);
  await page.goto(paths.project(project.id));
  await expect(page.getByTestId('realtime-status')).toHaveText('Live');

  // The stored session now looks close to expiry, so the next use of it refreshes it first.
  const before = await browserSession(context);
  // Access tokens carry their issue time in whole seconds: one refreshed within the second it was issued
  // would be the same token, so the refresh waits until the platform's clock is past that second.
  const issuedAt = (
    JSON.parse(Buffer.from(before.access_token.split('.')[1], 'base64url').toString()) as { iat: number }
  ).iat;
  await expect
    .poll(async () => {
      const served = Date.parse((await fetch(`${platform.url}/local/config.json`)).headers.get('date') ?? '');
      return Math.floor(served / 1000);
    })
    .toBeGreaterThan(issuedAt);
  await storeBrowserSession(context, platform.url, { ...before, expires_at: Math.floor(Date.now() / 1000) + 30 });

  await page.getByRole('button', { name: 'Add source' }).first().click();
  await page.getByRole('dialog', { name: 'Add a source' }).getByRole('button', { name: 'Add Push API source' }).click();
  await page
    .getByRole('dialog', { name: 'Name the Push API source' })
    .getByRole('button', { name: 'Create source' })
    .click();
  await expectOnlyToast(page, successToast('Source is created'));
  // Creating opens the new source; its project's list is one step back, in the app (no reload).
  await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page.locator('tr[data-source-id]')).toHaveCount(1);

  const after = await browserSession(context);
  expect(after.access_token).not.toBe(before.access_token);
  expect(after.refresh_token).not.toBe(before.refresh_token);
  // supabase-js hands the new token to the realtime channels.
  await expect.poll(() => frames.some((frame) => frame.includes(after.access_token))).toBe(true);

  // Realtime still delivers, and the next API call goes out with the new token and works.
  await api.post(`/projects/${project.id}/sources`, { provider: 'github_issues' });
  await expect(page.locator('tr[data-source-id]')).toHaveCount(2);
  const sent = page.waitForRequest((request) => request.url().endsWith(`/api/projects/${project.id}/sources`));
  await page.getByRole('button', { name: 'Add source' }).first().click();
  await page
    .getByRole('dialog', { name: 'Add a source' })
    .getByRole('button', { name: 'Add Local files source' })
    .click();
  await page
    .getByRole('dialog', { name: 'Name the Local files source' })
    .getByRole('button', { name: 'Create source' })
    .click();
  expect(await (await sent).headerValue('authorization')).toBe(`Bearer ${after.access_token}`);
  await expectOnlyToast(page, successToast('Source is created'));
  await page.goBack();
  await expect(page.locator('tr[data-source-id]')).toHaveCount(3);
});
