import type { Page } from '@playwright/test';
import { HANDBOOK, pushDocuments } from './pushDocuments';
import { expect, test, type ApiClient } from './fixtures';
import { nodeClient, sessionCookies } from './session';

interface Row {
  id: string;
}

// Tall enough that the result pane (Monaco renders only visible lines) shows the first documents.
test.use({ viewport: { width: 1440, height: 1200 } });

const graphqlPath = (projectId: string) => `/graphql/v1/projects/${projectId}`;

/** A project with a push source holding documents pushed to it, as a developer's app would. */
async function indexedProject(api: ApiClient, platformUrl: string, name: string): Promise<Row> {
  const project = await api.post<Row>('/projects', { name, settings: {} });
  const source = await api.post<Row>(`/projects/${project.id}/sources`, { provider: 'push_api' });
  await pushDocuments(api, platformUrl, { projectId: project.id, sourceId: source.id }, HANDBOOK);
  return project;
}

/** Opens the playground and waits until GraphiQL has loaded the project's schema. */
async function openPlayground(page: Page, projectId: string) {
  const introspected = page.waitForResponse(
    (response) =>
      response.url().endsWith(graphqlPath(projectId)) && /IntrospectionQuery/.test(response.request().postData() ?? ''),
  );
  await page.goto(`/projects/${projectId}/graphql`);
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });
  expect((await introspected).status()).toBe(200);
}

async function replaceQuery(page: Page, query: string, tabTitle: string) {
  await page.locator('.graphiql-query-editor .monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query);
  // GraphiQL reads the operation name shortly after an edit; the tab title shows when it has.
  await expect(page.locator('.graphiql-tab-active')).toHaveText(tabTitle);
}

/** Opens the history panel (its visibility is remembered per project, so it may already be open). */
async function showHistory(page: Page) {
  const show = page.getByRole('button', { name: 'Show History' });
  await expect(show.or(page.getByRole('button', { name: 'Hide History' }))).toBeVisible();
  if (await show.isVisible()) await show.click();
  await expect(page.locator('.graphiql-history')).toBeVisible();
}

const execute = (page: Page) => page.getByRole('button', { name: /^Execute query/ }).click();
const resultPane = (page: Page) => page.locator('.graphiql-response');

test('the default query returns the project’s sources and pushed documents', async ({
  authedPage: page,
  api,
  db,
  platform,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  const project = await indexedProject(api, platform.url, 'Playground Project');
  const { data: documents } = await db
    .from('documents')
    .select('title')
    .eq('project_id', project.id)
    .order('created_at');

  await openPlayground(page, project.id);
  await expect(page.getByRole('heading', { level: 1, name: 'Playground Project', exact: true })).toBeVisible();
  await expect(page.getByText('GraphQL playground', { exact: true })).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('query ProjectOverview');

  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(graphqlPath(project.id)) && /ProjectOverview/.test(response.request().postData() ?? ''),
  );
  await execute(page);
  const response = await answered;
  expect(response.request().headers()['authorization']).toMatch(/^Bearer \S+$/);
  const body = (await response.json()) as { data: { documents: { edges: { node: { title: string } }[] } } };
  expect(body.data.documents.edges.length).toBeGreaterThan(0);

  await expect(resultPane(page)).toContainText('"documentsCount"');
  // Monaco's language workers run from same-origin files (CSP worker-src 'self').
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const worker of page.workers()) expect(worker.url().startsWith(`${origin}/assets/`)).toBe(true);
  await expect(resultPane(page)).toContainText(documents![0].title);
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots/graphql-playground.png' });
  expect(problems).toEqual([]);
});

test('an invalid query shows the GraphQL error in the result pane', async ({ authedPage: page, api }) => {
  const project = await api.post<Row>('/projects', { name: 'Invalid Query Project', settings: {} });
  await openPlayground(page, project.id);

  await replaceQuery(page, '{ nope }', '<untitled>');
  await execute(page);

  // The pane shows the JSON reply, so the message's quotes appear escaped.
  await expect(resultPane(page)).toContainText('Cannot query field \\"nope\\" on type');
  await expect(resultPane(page)).toContainText('GRAPHQL_VALIDATION_FAILED');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Query Project', exact: true })).toBeVisible();
});

test('network failures and non-JSON replies show in the result pane', async ({ authedPage: page, api, platform }) => {
  const project = await api.post<Row>('/projects', { name: 'Flaky Network Project', settings: {} });
  await openPlayground(page, project.id);

  // No `times`: Chromium silently retries a request whose reused connection was dropped.
  await platform.setFaults([{ path: graphqlPath(project.id), kind: 'drop' }]);
  await execute(page);
  await expect(resultPane(page)).toContainText('Failed to fetch');

  await platform.setFaults([{ path: graphqlPath(project.id), kind: 'non-json' }]);
  await execute(page);
  await expect(resultPane(page)).toContainText('The GraphQL endpoint answered 500');

  await platform.clearFaults();
  await execute(page);
  await expect(resultPane(page)).toContainText('"Flaky Network Project"');
});

test('every request carries the session’s current access token', async ({
  authedPage: page,
  api,
  platform,
  user,
  context,
}) => {
  const project = await api.post<Row>('/projects', { name: 'Fresh Token Project', settings: {} });
  await openPlayground(page, project.id);
  const bearerOfNextRun = async () => {
    const request = page.waitForRequest(
      (sent) => sent.url().endsWith(graphqlPath(project.id)) && /ProjectOverview/.test(sent.postData() ?? ''),
    );
    await execute(page);
    return (await request).headers()['authorization'];
  };
  const before = await bearerOfNextRun();

  // A new session lands in the cookie, as a token refresh (in this or another tab) stores it.
  const { data, error } = await nodeClient(platform.url).auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error || !data.session) throw new Error(`Sign-in failed: ${error?.message}`);
  await context.addCookies(sessionCookies(platform.url, data.session));

  const after = await bearerOfNextRun();
  expect(after).toBe(`Bearer ${data.session.access_token}`);
  expect(after).not.toBe(before);
  await expect(resultPane(page)).toContainText('"Fresh Token Project"');
});

test('each project’s playground keeps its own query history', async ({ authedPage: page, api }) => {
  const first = await api.post<Row>('/projects', { name: 'History One', settings: {} });
  const second = await api.post<Row>('/projects', { name: 'History Two', settings: {} });
  const history = page.locator('.graphiql-history');

  await openPlayground(page, first.id);
  await replaceQuery(page, 'query OnlyInFirstProject { project { name } }', 'OnlyInFirstProject');
  await execute(page);
  await expect(resultPane(page)).toContainText('"History One"');
  await showHistory(page);
  await expect(history).toContainText('OnlyInFirstProject');

  await openPlayground(page, second.id);
  await expect(page.locator('.graphiql-query-editor')).toContainText('query ProjectOverview');
  await showHistory(page);
  await expect(history).not.toContainText('OnlyInFirstProject');

  await openPlayground(page, first.id);
  await showHistory(page);
  await expect(history).toContainText('OnlyInFirstProject');
});
