import type { Page } from '@playwright/test';
import { insertDocuments } from '../../server/runs/sourceWrites';
import { axeViolations, settle } from './a11yChecks';
import type { ApiClient } from './fixtures';
import { expect, test } from './ownPlatform';

interface Row {
  id: string;
  owner_id: string;
  project_id: string;
}

/** A configured push source named `name`, so it indexes without an OAuth round trip. */
async function namedPushSource(api: ApiClient, projectName: string, name: string) {
  const project = await api.post<Row>('/projects', { name: projectName, settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  const base = `projects/${project.id}/sources/${source.id}`;
  await api.patch(`${base}/set-entry-point/push`, { name: 'ingest' });
  await api.patch(base, { name });
  return { project, source };
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) => page.getByRole('combobox', { name: 'Search the dashboard' });

async function openPalette(page: Page, query: string) {
  await page.keyboard.press('Control+K');
  await expect(search(page)).toBeFocused();
  await search(page).fill(query);
}

test('keyboard only: jump to a source’s logs, start indexing, open a document, shortcuts and their sheet', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const { project, source } = await namedPushSource(api, 'Palette Project', 'Team handbook');
  const { rows } = await ownPlatform.ctx.db.query<Row>(
    'select id, owner_id, project_id from public.sources where id = $1',
    [source.id],
  );
  await ownPlatform.ctx.asService((tx) =>
    insertDocuments(tx, rows[0], [
      {
        title: 'Airship field notes',
        content: 'The zeppelin hangar opens at dawn.',
        url: 'https://example.com/a',
        mime_type: 'text/plain',
        metadata: {},
      },
      {
        title: 'Other note',
        content: 'Nothing to see',
        url: 'https://example.com/b',
        mime_type: 'text/plain',
        metadata: {},
      },
    ]),
  );
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  // Part of the source's name and the page: the first result is selected, Enter opens it.
  await openPalette(page, 'handbook logs');
  const logs = palette(page).getByRole('option', { name: /Team handbook · Logs/ });
  await expect(logs).toHaveAttribute('aria-selected', 'true');
  await expect(search(page)).toHaveAttribute('aria-activedescendant', (await logs.getAttribute('id'))!);
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/\d+ results?/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/projects/${project.id}/sources/${source.id}/logs`);
  await expect(palette(page)).toBeHidden();

  // Actions are scoped to where the user stands: this source can be indexed.
  await openPalette(page, 'start indexing');
  await expect(palette(page).getByRole('option', { name: /Start indexing/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Source indexing indexing started')).toBeVisible();

  // A word of a document's content finds it; Enter opens it in the source's documents.
  await openPalette(page, 'zeppelin');
  const hit = palette(page).getByRole('option', { name: /Airship field notes/ });
  await expect(hit).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(hit).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/documents\?search=zeppelin&document=/);
  const drawer = page.getByRole('dialog', { name: 'Document' });
  await expect(drawer.getByRole('heading', { name: 'Airship field notes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Typing in an input is typing: "g" "p" does nothing there.
  const box = page.getByRole('textbox', { name: /Search/ }).first();
  await box.focus();
  await page.keyboard.type('gp');
  await expect(page).toHaveURL(/\/documents/);
  await box.blur();

  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('cell', { name: 'Go to projects' })).toBeVisible();
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page).toHaveURL('/projects');
});

test('the palette passes axe, returns focus, keeps Recent places, and opens the same dialogs as the buttons', async ({
  authedPage: page,
  api,
}) => {
  const { project } = await namedPushSource(api, 'Recent Project', 'Docs mirror');
  await page.goto(`/projects/${project.id}/settings`);
  await expect(page.getByRole('heading', { name: 'Recent Project' })).toBeVisible();
  await page.goto('/projects');
  const button = page.getByRole('button', { name: 'Search…' });
  await button.click();
  await expect(search(page)).toBeFocused();
  // The place just visited is first in Recent.
  const recent = palette(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option').first()).toHaveText(/Recent Project · Project settings/);
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();

  // "Generate API key" goes to the developer settings and opens the very dialog of its button.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Recent Project' })).toBeVisible();
  await openPalette(page, 'generate api key');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/projects/${project.id}/settings/developer`);
  const dialog = page.getByRole('dialog', { name: 'Generate API key' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('from-palette');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('New API key is generated')).toBeVisible();
});

test('shortcuts do nothing while typing in the GraphQL editor', async ({ authedPage: page, api }) => {
  const project = await api.post<Row>('/projects', { name: 'Editor Project', settings: {} });
  await page.goto(`/projects/${project.id}/graphql`);
  const editor = page.locator('.graphiql-query-editor .monaco-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await page.keyboard.type('gp');
  await page.keyboard.press('Control+K');
  await expect(page).toHaveURL(`/projects/${project.id}/graphql`);
  await expect(palette(page)).toBeHidden();
});
