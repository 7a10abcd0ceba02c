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
