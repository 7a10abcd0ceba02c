import type { Page } from '@playwright/test';
import { selectedSources, shownSources, type ShownSource } from './reliability/shownRows';
import { expect, test } from './ownPlatform';

// The sources list pages above 50 rows and keeps up with a burst of status updates.

const SOURCES = 130;
const UPDATES = 2000;

/** Every row of every page of the table, read page by page (pages of 50). */
async function allShownSources(page: Page): Promise<ShownSource[]> {
  const rows: ShownSource[] = [];
  for (let number = 1; number <= Math.ceil(SOURCES / 50); number++) {
    await page.getByRole('button', { name: `Page ${number}` }).click();
    const first = (number - 1) * 50 + 1;
    await expect(
      page.getByText(`Showing ${first}–${Math.min(SOURCES, number * 50)} of ${SOURCES} sources`),
    ).toBeVisible();
    rows.push(...(await shownSources(page)));
  }
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

test('a long sources list pages with a count and equals the database after a burst of updates', async ({
  authedPage: page,
  api,
  db,
  ownPlatform,
}) => {
  test.setTimeout(120_000);
  const project = await api.post<{ id: string }>('/projects', { name: 'Burst Project', settings: {} });
  const ids = await ownPlatform.ctx.asService(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.sources (owner_id, project_id, name, provider, type, created_at)
       select owner_id, id, 'burst-' || lpad(g::text, 3, '0'), 'push_api', 'push_api',
              timestamptz '2025-01-01T00:00:00Z' + g * interval '1 second'
       from public.projects, generate_series(1, ${SOURCES}) g where id = $1 returning id`,
      [project.id],
    );
    return rows.map((row) => row.id);
  });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByText(`Showing 1–50 of ${SOURCES} sources`)).toBeVisible();
  await expect(page.locator('tr[data-source-id]')).toHaveCount(50);
  await expect(page.getByTestId('realtime-status')).toHaveText('Live');

  // 2,000 status, progress and count updates in 20 commits of 100, as fast as the database takes them
  // (counts stay below 1,000, which the table would show as "1,000").
  const statuses = ['IDLE', 'INITIALIZING', 'UPDATING'];
  for (let batch = 0; batch < UPDATES / 100; batch++) {
    await ownPlatform.ctx.asService(async (tx) => {
      for (let index = 0; index < 100; index++) {
        const n = batch * 100 + index;
        await tx.query(`update public.sources set status = $2, documents_count = $3, progress = $4 where id = $1`, [
          ids[(n * 7) % ids.length],
          statuses[n % 3],
          n % 1000,
          n % 3 ? { done: n % 50, total: 50 } : null,
        ]);
      }
    });
  }
  await expect
    .poll(
      async () => JSON.stringify(await allShownSources(page)) === JSON.stringify(await selectedSources(db, project.id)),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});
