import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { looksRight } from './looksRight';

// A local folder as people have them: an old HTML page saved in Latin-1 (its é is the single byte 0xE9,
// its charset declared in a meta tag) and a README without an extension. A new source, named when it is
// made, indexes both, and the Search page finds each, the accented word included.

interface Row {
  id: string;
}

const WIDTHS = [375, 1440];

// A new account, as it signs up: on Free.
test.use({ plan: 'free' });

const MENU_HTML = Buffer.from(
  '<!DOCTYPE html>\n<html><head><meta charset="iso-8859-1"><title>Menu du café</title></head>\n' +
    '<body><h1>Menu du café</h1><p>Le café crème est servi au comptoir avec une crêpe.</p></body></html>\n',
  'latin1',
);
const README = 'Lighthouse handbook\n\nThe keeper tests the foghorn every Tuesday at noon.\n';
/** The first bytes of a PNG: a file the platform does not read, which the run must say it skipped. */
const LOGO_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

for (const width of WIDTHS) {
  test(`at ${width} px a local folder's Latin-1 HTML page and its README are indexed and found`, async ({
    authedPage: page,
    api,
    user,
  }) => {
    test.setTimeout(120_000);
    // The platform reads each account's own subfolder of its local root, named by the user id.
    const account = join('.data', 'local-files', user.id);
    const folder = `cafe-${width}`;
    mkdirSync(join(account, folder), { recursive: true });
    writeFileSync(join(account, folder, 'menu.html'), MENU_HTML);
    writeFileSync(join(account, folder, 'README'), README);
    writeFileSync(join(account, folder, 'logo.png'), LOGO_PNG);
    try {
      await page.setViewportSize({ width, height: 900 });
      const project = await api.post<Row>('/projects', { name: `Local folder ${width}`, settings: {} });

      await page.goto(`/projects/${project.id}`);
      await page.getByRole('button', { name: 'Add source' }).first().click();
      await page.getByRole('button', { name: 'Add Local files source' }).click();
      const naming = page.getByRole('dialog', { name: 'Name the Local files source' });
      await expect(naming.getByLabel('Source name')).toHaveValue('Local files');
      await naming.getByLabel('Source name').fill(`Café notes ${width}`);
      await naming.getByRole('button', { name: 'Create source' }).click();
      await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Café notes ${width}`);

      await page.getByRole('button', { name: 'Choose entrypoint' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose what to index' });
      await picker.getByRole('button', { name: `Select ${folder}` }).click();
      await expect(picker).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Entrypoint' })).toContainText(folder);

      const controls = page.getByRole('region', { name: 'Controls' });
      await controls.getByRole('button', { name: 'Initialize' }).click();
      await expect(controls.getByTestId('documents-count')).toHaveText('2 documents');

      // The file it does not read is counted in the scan's line and named with its reason.
      await page.getByRole('link', { name: 'Logs', exact: true }).first().click();
      await expect(
        page.getByText('Skipped logo.png: not a type the platform reads (a binary format, .png)'),
      ).toBeVisible();
      await expect(
        page.getByText(new RegExp(`^Scanned ${folder}: .*\\(skipped: 1 not a type the platform reads\\)$`)),
      ).toBeVisible();
      await looksRight(page, 'local-folder-logs', width);

      // Both text files are documents of the source.
      await page.getByRole('link', { name: 'Documents', exact: true }).first().click();
      const rows = page.locator('[data-document-id]');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'menu.html' })).toHaveCount(1);
      await expect(rows.filter({ hasText: 'README' })).toHaveCount(1);
      // The sticky title cell wears its striped row's colour, so the row reads as one band.
      const stripe = await rows.first().evaluate((row) => ({
        row: getComputedStyle(row).backgroundColor,
        title: getComputedStyle(row.querySelector('td')!).backgroundImage,
      }));
      expect(stripe.title).toContain(stripe.row);
      await looksRight(page, 'local-folder-documents', width);

      // The accented word is found as written: the page was read as Latin-1, not as broken UTF-8.
      await page.goto(`/projects/${project.id}/search?q=${encodeURIComponent('café crème')}`);
      const hits = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
      await expect(hits).toHaveCount(1);
      await expect(hits.first().getByTestId('hit-place')).toHaveText(`Café notes ${width} · chunk 1`);
      await expect(hits.first().locator('mark')).toContainText(['café', 'crème']);
      await looksRight(page, 'local-folder-search', width);

      await page.getByRole('searchbox', { name: 'Query' }).fill('foghorn');
      await expect(hits).toHaveCount(1);
      await expect(hits.first()).toHaveAccessibleName('Hit 1: README');
      await expect(hits.first().locator('mark')).toHaveText(['foghorn']);
    } finally {
      rmSync(account, { recursive: true, force: true });
    }
  });
}
