import type { Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { SOURCE_TYPES } from '../../contract/enums';
import type { SourceType } from '../../src/features/sources/types';
import { expect, test, type ApiClient } from './fixtures';
import { connectThroughConsent } from './simulatedConsent';

// Connection and configuration are separate facts and every screen agrees — the
// list badge, the overview's Connection card and the Controls — for all 12 types, after connect,
// OAuth return, disconnect and reload; the API refuses indexing with the controls' sentence.

test.use({ actionTimeout: 10_000 });

interface Row {
  id: string;
}

const PUSH_STYLE: SourceType[] = ['push_api', 'local'];

/** The entrypoint kind and body set-entry-point takes for each type (server/api/entrypointShapes.ts). */
const ENTRYPOINT: Record<SourceType, [string, Record<string, string>]> = {
  google_drive: ['folder', { name: 'Design' }],
  dropbox: ['folder', { name: 'Design' }],
  google_mail: ['label', { name: 'Inbox' }],
  google_calendar: ['calendar', { summary: 'Team' }],
  github_branch: ['repository', { owner: 'acme', repo: 'website' }],
  github_issues: ['repository', { owner: 'acme', repo: 'website' }],
  discord: ['channel', { id: 'c1', name: 'general', guildId: 'g1' }],
  slack: ['workspace', { id: 'w1', name: 'Acme' }],
  notion: ['workspace', { id: 'w1', name: 'Acme' }],
  telegram: ['chat', { id: 't1', name: 'Team chat' }],
  push_api: ['push', { name: 'ingest' }],
  local: ['folder', { path: '.' }],
};

/** Connects through the simulated provider the way the dashboard does (connect, Allow, connect with the code). */
async function connect(api: ApiClient, base: string, type: SourceType) {
  if (type.startsWith('github')) await api.post(`${base}/connect`, { token: 'ghp_coherent_123' });
  else await connectThroughConsent(api, base);
}

type Expected = { badge: 'Connected' | 'Ready' | 'Not connected'; linked: boolean; blocker: string | null };

/** Opens the list and each overview and checks that badge, card and controls say `expected[type]`. */
async function expectEverywhere(
  page: Page,
  projectId: string,
  sources: Map<SourceType, string>,
  expected: (type: SourceType) => Expected,
) {
  await page.goto(paths.project(projectId));
  for (const [type, id] of sources) {
    const badge = page.locator(`tr[data-source-id="${id}"] td`).nth(1);
    await expect(badge, `${type} list badge`).toHaveText(expected(type).badge);
  }
  for (const [type, id] of sources) {
    const { badge, linked, blocker } = expected(type);
    await page.goto(paths.source(projectId, id));
    const card = page.getByRole('region', { name: 'Connection' });
    await expect(card.getByText(badge, { exact: true }), `${type} connection card`).toBeVisible();
    await expect(card.getByText('Connected as'), `${type} account`).toHaveCount(linked ? 1 : 0);
    const controls = page.getByRole('region', { name: 'Controls' });
    const initialize = controls.getByRole('button', { name: 'Initialize' });
    if (blocker) {
      await expect(controls.getByTestId('indexing-blocker'), `${type} reason`).toHaveText(blocker);
      await expect(initialize).toBeDisabled();
      await expect(controls.getByRole('button', { name: 'Update' })).toBeDisabled();
      await expect(controls.getByRole('button', { name: 'Rebuild' })).toBeDisabled();
    } else {
      await expect(controls.getByTestId('indexing-blocker')).toHaveCount(0);
      await expect(initialize, `${type} can start`).toBeEnabled();
    }
  }
}

test('badge, connection card and controls agree for all 12 types, through connect, entrypoint, disconnect and reload', async ({
  authedPage: page,
  api,
}) => {
  test.setTimeout(300_000);
  const project = await api.post<Row>('/projects', { name: 'Coherent', settings: {} });
  const sources = new Map<SourceType, string>();
  for (const type of SOURCE_TYPES) {
    sources.set(type, (await api.post<Row>(`projects/${project.id}/sources`, { provider: type })).id);
  }
  const base = (type: SourceType) => `projects/${project.id}/sources/${sources.get(type)}`;
  const push = (type: SourceType) => PUSH_STYLE.includes(type);
  // A push source is ready once created: its entrypoint is named after it.
  const ready = (type: SourceType) => type === 'push_api';

  // New: nothing linked, nothing chosen (but a push source); the API refuses with the controls' sentence.
  await expectEverywhere(page, project.id, sources, (type) => ({
    badge: ready(type) ? 'Ready' : 'Not connected',
    linked: false,
    blocker: ready(type) ? null : push(type) ? 'Choose an entrypoint first' : 'Connect the source first',
  }));
  for (const type of SOURCE_TYPES.filter((type) => !ready(type))) {
    await expect(api.post(`${base(type)}/indexing/init`)).rejects.toThrow(
      push(type)
        ? /400 .*"errorCode":"SOURCE_NOT_CONFIGURED".*"error":"Choose an entrypoint first"/
        : /400 .*"errorCode":"SOURCE_NOT_CONFIGURED".*"error":"Connect the source first"/,
    );
  }

  // Connected: a linked account is connected everywhere, Notion, Slack and Dropbox included.
  for (const type of SOURCE_TYPES) if (!push(type)) await connect(api, base(type), type);
  await expectEverywhere(page, project.id, sources, (type) => ({
    badge: ready(type) ? 'Ready' : push(type) ? 'Not connected' : 'Connected',
    linked: !push(type),
    blocker: ready(type) ? null : 'Choose an entrypoint first',
  }));
  await expect(api.post(`${base('notion')}/indexing/init`)).rejects.toThrow(/"error":"Choose an entrypoint first"/);

  // Configured: every type can start. An account's local folder exists once its picker has listed it.
  await api.get(`${base('local')}/list-entry-point-options/folder`);
  for (const type of SOURCE_TYPES) {
    const [kind, body] = ENTRYPOINT[type];
    await api.patch(`${base(type)}/set-entry-point/${kind}`, body);
  }
  await expectEverywhere(page, project.id, sources, (type) => ({
    badge: push(type) ? 'Ready' : 'Connected',
    linked: !push(type),
    blocker: null,
  }));

  // Disconnected: the entrypoint stays, the account is gone, and the controls say so.
  for (const type of SOURCE_TYPES) if (!push(type)) await api.post(`${base(type)}/disconnect`);
  await expectEverywhere(page, project.id, sources, (type) => ({
    badge: push(type) ? 'Ready' : 'Not connected',
    linked: false,
    blocker: push(type) ? null : 'Connect the source first',
  }));
});

test('after the OAuth return a Notion source is connected in the card, the controls and the list', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<Row>('/projects', { name: 'OAuth coherent', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'notion' });
  await page.goto(paths.source(project.id, source.id));
  await page.getByRole('button', { name: 'Connect Notion' }).click();
  await page.waitForURL(/\/oauth\/notion\/authorize/);
  await page.getByRole('button', { name: 'Allow' }).click();
  const card = page.getByRole('region', { name: 'Connection' });
  await expect(card).toContainText('Connected as');
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByTestId('indexing-blocker')).toHaveText('Choose an entrypoint first');
  await page
    .getByRole('link', { name: 'Coherent' })
    .or(page.getByRole('link', { name: 'OAuth coherent' }))
    .first()
    .click();
  await expect(page.locator(`tr[data-source-id="${source.id}"] td`).nth(1)).toHaveText('Connected');
});

test('a source under a project it does not belong to is not found, with no heading or crumb of its name', async ({
  authedPage: page,
  api,
}) => {
  const home = await api.post<Row>('/projects', { name: 'Home project', settings: {} });
  const other = await api.post<Row>('/projects', { name: 'Other project', settings: {} });
  const source = await api.post<Row>(`projects/${home.id}/sources`, { provider: 'push_api' });
  await api.patch(`projects/${home.id}/sources/${source.id}`, { name: 'Misplaced source' });
  await page.goto(paths.source(other.id, source.id));
  await expect(page.getByRole('heading', { name: 'Source not found' })).toBeVisible();
  await expect(page.getByText('Misplaced source')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).not.toContainText('Misplaced');
  await expect(page.getByRole('heading', { name: /Misplaced/ })).toHaveCount(0);
});

test('a network failure reads as a sentence under the spec’s "Server error" title', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Offline', settings: {} });
  await page.goto(paths.projectDeveloper(project.id));
  await page.route('**/api/projects/*/api-keys', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Generate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate API key' });
  await dialog.getByLabel('Name').fill('offline-key');
  await dialog.getByLabel('Name').press('Enter');
  const toast = page.locator('.dashboard-toast').filter({ hasText: 'Server error' });
  await expect(toast).toContainText('Could not reach the server. Check your connection and try again.');
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
});

test('long error codes wrap inside toasts and alerts', async ({ authedPage: page, api, platform }) => {
  const project = await api.post<Row>('/projects', { name: 'Long codes', settings: {} });
  const code = `PLAN_LIMIT_${'VERY_LONG_ERROR_CODE_'.repeat(6)}REACHED`;
  await platform.setFaults([
    { method: 'POST', path: `/api/projects/${project.id}/api-keys`, kind: 'error-list', status: 400, errorCode: code },
  ]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(paths.projectDeveloper(project.id));
  await page.getByRole('button', { name: 'Generate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate API key' });
  await dialog.getByLabel('Name').fill('limited');
  await dialog.getByLabel('Name').press('Enter');
  const toast = page.locator('.dashboard-toast').filter({ hasText: code });
  await expect(toast).toBeVisible();
  const alert = dialog.getByRole('alert').filter({ hasText: code });
  await expect(alert).toBeVisible();
  for (const element of [toast, alert, dialog]) {
    const overflows = await element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return node.scrollWidth > node.clientWidth + 1 || box.right > window.innerWidth + 1;
    });
    expect(overflows).toBe(false);
  }
});
