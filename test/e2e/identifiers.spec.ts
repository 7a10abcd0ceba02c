import { expect, test } from './fixtures';
import { axeViolations } from './a11yChecks';
import { shot } from './shots';

interface Row {
  id: string;
}

for (const width of [375, 768, 1440]) {
  test(`project and source settings show their ids and the GraphQL URL to copy, at ${width} px`, async ({
    authedPage: page,
    api,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const project = await api.post<Row>('/projects', { name: 'Copy Ids', settings: {} });
    const source = await api.post<Row>(`/projects/${project.id}/sources`, { provider: 'push_api' });
    await page.goto(`/projects/${project.id}/settings`);
    const ids = page.getByRole('region', { name: 'Identifiers' });
    await expect(ids).toContainText(project.id);
    await expect(ids).toContainText(`${baseURL}/graphql/v1/projects/${project.id}`);
    // The copy button stays on screen beside a long URL, at every width.
    const copy = ids.getByRole('button', { name: 'Copy GraphQL endpoint' });
    // Centred vertically, so only its width decides whether it fits.
    await copy.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await expect(copy).toBeInViewport({ ratio: 1 });
    await shot(page, `project-settings-ids-${width}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/projects/${project.id}/sources/${source.id}/settings`);
    await expect(page.getByRole('region', { name: 'Identifiers' })).toContainText(source.id);
    await shot(page, `source-settings-ids-${width}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}
