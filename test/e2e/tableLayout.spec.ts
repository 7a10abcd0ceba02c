import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/shared/routing/paths';
import { settle } from './a11yChecks';
import { expect, test } from './fixtures';
import { VIEWPORTS } from './viewports';
import { arrangeEverySection } from './sectionWorld';
import { shot } from './shots';

/**
 * Headers, badges and other one-line labels of a table that are cut: their text is wider than their
 * box (scrollWidth > clientWidth), as Mantine's ellipsis or a squeezed cell leaves it.
 */
function cutLabels(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const labels = element.querySelectorAll<HTMLElement>('th, .mantine-Badge-root, .mantine-Badge-label, [data-label]');
    return [...labels]
      .filter((label) => label.textContent?.trim() && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `"${label.textContent?.trim()}" ${label.scrollWidth} > ${label.clientWidth}`);
  });
}

/** A table wider than its box scrolls sideways with a scrollbar in sight, and keeps its first column. */
async function scrollsVisibly(table: Locator): Promise<string | null> {
  return table.evaluate((element) => {
    const box = element.closest<HTMLElement>('[data-table-scroll]');
    if (!box) return 'no scroll box';
    const viewport = box.querySelector<HTMLElement>('.mantine-ScrollArea-viewport') ?? box;
    if (viewport.scrollWidth <= viewport.clientWidth + 1) return null;
    const bar = box.querySelector<HTMLElement>('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
    if (!bar || getComputedStyle(bar).opacity === '0' || bar.getBoundingClientRect().height === 0)
      return 'no visible horizontal scrollbar';
    const first = element.querySelector<HTMLElement>('tbody td:first-child, tbody th:first-child');
    if (first && getComputedStyle(first).position !== 'sticky') return 'first column is not sticky';
    return null;
  });
}

async function checkTable(page: Page, name: string, where: string) {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  expect.soft(await cutLabels(table), `cut labels in ${name} at ${where}`).toEqual([]);
  expect.soft(await scrollsVisibly(table), `${name} scroll at ${where}`).toBeNull();
}

test('sources, keys and webhooks tables cut no header or badge at 375, 768 and 1440 px', async ({
  authedPage: page,
  api,
}) => {
  test.setTimeout(120_000);
  const { projectId } = await arrangeEverySection(
    api,
    { name: 'Table layout', entrypoint: 'ingest', webhookPath: 'hooks/indexing-finished-and-a-long-path' },
    async (id) => {
      await api.post(`projects/${id}/sources`, { provider: 'github_issues' });
      await api.post(`projects/${id}/sources`, { provider: 'google_drive' });
    },
  );
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(paths.project(projectId));
    await settle(page);
    await checkTable(page, 'Sources', `the sources page at ${viewport.width} px`);
    await shot(page, `tables-sources-${viewport.name}`);
    await page.goto(paths.projectDeveloper(projectId));
    await settle(page);
    await checkTable(page, 'API keys', `developer settings at ${viewport.width} px`);
    await checkTable(page, 'Webhooks', `developer settings at ${viewport.width} px`);
    await shot(page, `tables-developer-${viewport.name}`);
    await page.goto(paths.settingsAdminKeys());
    await settle(page);
    await checkTable(page, 'Admin keys', `admin keys at ${viewport.width} px`);
  }
});
