import { axeViolations, settle } from './a11yChecks';
import { expect, test } from './fixtures';
import { shot } from './shots';

// Below Mantine's md breakpoint the editor and the result stack instead of sharing the width.
test('on a phone the playground stacks the editor over a result pane at least 300 px wide', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Phone Playground', settings: {} });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/projects/${project.id}/graphql`);
  const editor = page.locator('.graphiql-editors');
  const result = page.locator('.graphiql-response');
  await expect(editor.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Execute query/ }).click();
  await expect(result).toContainText('"Phone Playground"');
  const editorBox = (await editor.boundingBox())!;
  const resultBox = (await result.boundingBox())!;
  expect(resultBox.width).toBeGreaterThanOrEqual(300);
  expect(editorBox.width).toBeGreaterThanOrEqual(300);
  expect(resultBox.height).toBeGreaterThanOrEqual(150);
  // Stacked: the result starts below the editor, and nothing spills past the screen.
  expect(resultBox.y).toBeGreaterThanOrEqual(editorBox.y + editorBox.height - 1);
  expect(resultBox.x + resultBox.width).toBeLessThanOrEqual(375);
  await shot(page, 'playground-375');

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect
    .poll(async () => {
      const [e, r] = [(await editor.boundingBox())!, (await result.boundingBox())!];
      return r.x >= e.x + e.width - 1;
    })
    .toBe(true);
});

// The key goes in the headers editor: one tap from the query, and the run button within reach.
test('on a phone a query runs with an x-api-key header typed in the headers editor', async ({
  authedPage: page,
  api,
}) => {
  const project = await api.post<{ id: string }>('/projects', { name: 'Keyed Playground', settings: {} });
  const { key } = await api.post<{ key: string }>(`projects/${project.id}/api-keys`, { name: 'phone' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/projects/${project.id}/graphql`);
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Headers', exact: true }).click();
  const headers = page.getByRole('region', { name: 'Headers' });
  await expect(headers).toBeVisible();
  await expect(headers).toBeInViewport();
  await headers.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(JSON.stringify({ 'x-api-key': key }));
  await shot(page, 'playground-headers-375');

  const run = page.getByRole('button', { name: /^Execute query/ });
  await expect(run).toBeInViewport();
  const answered = page.waitForResponse((response) => response.url().endsWith(`/graphql/v1/projects/${project.id}`));
  await run.click();
  const response = await answered;
  expect(response.request().headers()['x-api-key']).toBe(key);
  expect(response.request().headers()['authorization']).toBeUndefined();
  expect(response.status()).toBe(200);
  await expect(page.locator('.graphiql-response')).toContainText('"Keyed Playground"');
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/first-hour-playground-${width}.png` });
  }
});
