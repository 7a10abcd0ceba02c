import { paths } from '../../src/shared/routing/paths';
import { axeViolations, settle } from './a11yChecks';
import { HANDBOOK, pushDocuments } from './pushDocuments';
import { shot } from './shots';
import { expect, test } from './fixtures';

interface Row {
  id: string;
}

// One definition of a source's documents (every document, with its breakdown by status) everywhere.
test('the overview, the Documents tab, GraphQL and the Rebuild dialog count the same documents', async ({
  authedPage: page,
  api,
  platform,
  user,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Numbers', settings: {} });
  const source = await api.post<Row>(`projects/${project.id}/sources`, { provider: 'push_api' });
  await api.patch(`projects/${project.id}/sources/${source.id}/set-entry-point/push`, { name: 'ingest' });
  // Three documents are indexed, one cannot be parsed and is stored as failed.
  await pushDocuments(api, platform.url, { projectId: project.id, sourceId: source.id }, [
    ...HANDBOOK,
    { id: 'broken.json', content: 'not JSON', contentType: 'application/json' },
  ]);

  const graphql = await fetch(`${platform.url}/graphql/v1/projects/${project.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
    body: JSON.stringify({ query: `{ documents(sourceId: "${source.id}") { totalCount } }` }),
  });
  const total = ((await graphql.json()) as { data: { documents: { totalCount: number } } }).data.documents.totalCount;
  expect(total).toBe(4);

  await page.goto(paths.source(project.id, source.id));
  const controls = page.locator('#controls');
  await expect(controls.getByTestId('documents-count')).toHaveText(`${total} documents: 3 indexed, 1 failed`);

  // The dialog says the same, and fits a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await controls.getByRole('button', { name: 'Rebuild' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebuild the index?' });
  await expect(dialog.getByTestId('rebuild-count')).toHaveText(
    `This source has ${total} documents: 3 indexed, 1 failed.`,
  );
  await settle(page);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'rebuild-dialog-phone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(paths.sourceDocuments(project.id, source.id));
  await expect(page.getByTestId('documents-shown')).toHaveText(`${total} documents shown`);
  await expect(page.getByRole('table', { name: 'Documents' }).locator('tbody tr')).toHaveCount(total);

  // The sources table's number is the indexed part, and says so.
  await page.goto(paths.project(project.id));
  const sources = page.getByRole('table', { name: 'Sources' });
  await expect(sources.getByRole('columnheader', { name: 'Indexed documents' })).toBeVisible();
  await expect(sources.locator('tbody tr').first()).toContainText('3');
});
