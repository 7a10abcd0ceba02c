import type { Page } from '@playwright/test';
import type { Platform } from '../../server/platform';
import { insertDocuments } from '../../server/runs/sourceWrites';
import type { ApiClient } from './fixtures';
import { expect, test } from './ownPlatform';

interface Row {
  id: string;
  owner_id: string;
  project_id: string;
}

const DOCUMENTS = [
  { title: 'Meeting notes', content: 'We discussed the onboarding of new hires and the quarterly roadmap.' },
  { title: 'Quarterly planning', content: 'Quarterly goals, quarterly budgets and the quarterly review calendar.' },
  { title: 'Onboarding checklist', content: 'Collect your badge and meet your buddy on the first morning.' },
  { title: 'Ledger', content: 'The reconciliation of the ledger happens at month end.' },
  { title: 'handbook/benefits.md', content: 'Employees are covered by the health plan from their first day.' },
];

async function project(api: ApiClient, ownPlatform: Platform) {
  const created = await api.post<Row>('/projects', { name: 'Ranked Documents', settings: {} });
  const source = await api.post<Row>(`projects/${created.id}/sources`, { provider: 'push_api' });
  await api.patch(`projects/${created.id}/sources/${source.id}/set-entry-point/push`, { name: 'ingest' });
  const { rows } = await ownPlatform.ctx.db.query<Row>(
    'select id, owner_id, project_id from public.sources where id = $1',
    [source.id],
  );
  await ownPlatform.ctx.asService((tx) =>
    insertDocuments(
      tx,
      rows[0],
      DOCUMENTS.map((doc) => ({ ...doc, url: 'https://example.com', mime_type: 'text/markdown', metadata: {} })),
    ),
  );
  return created;
}

const rowTitles = (page: Page) => page.locator('[data-document-id]');

test('the Documents tab and the palette list search results best first', async ({
  authedPage: page,
  api,
  ownPlatform,
}) => {
  const { id } = await project(api, ownPlatform);
  await page.goto(`/projects/${id}/documents`);
  const rows = rowTitles(page);
  await expect(rows).toHaveCount(DOCUMENTS.length);

  const search = page.getByLabel('Search');
  // BM25: the common word in a title and three times in the text outweighs one rare word in this
  // five-document project; the rare word's document still ranks above one common word in passing.
  await search.fill('quarterly reconciliation');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Quarterly planning');
  await expect(rows.nth(1)).toContainText('Ledger');
  await expect(rows.nth(2)).toContainText('Meeting notes');
  // A title match above a body match.
  await search.fill('onboarding');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Onboarding checklist');
  await expect(rows.nth(1)).toContainText('Meeting notes');
  // A part of a path.
  await search.fill('benefits');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('handbook/benefits.md');

  // The palette searches the same way; it opens from outside an input.
  await search.blur();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.getByRole('combobox', { name: 'Search the dashboard' }).fill('quarterly reconciliation');
  const documents = palette.getByRole('group', { name: 'Documents' }).getByRole('option');
  await expect(documents).toHaveCount(3);
  await expect(documents.nth(0)).toContainText('Quarterly planning');
  await expect(documents.nth(1)).toContainText('Ledger');
  await page.getByRole('combobox', { name: 'Search the dashboard' }).fill('onboarding');
  await expect(documents).toHaveCount(2);
  await expect(documents.nth(0)).toContainText('Onboarding checklist');
  await expect(documents.nth(1)).toContainText('Meeting notes');
});
