import type { Page } from '@playwright/test';
import { pushDocuments } from '../pushDocuments';
import { hostilePayloads } from '../../fixtures/hostilePayloads';
import { paths } from '../../../src/shared/routing/paths';
import { SOURCES_PAGE_SIZE } from '../../../src/features/sources/sourcesPaging';
import { selectedLogLines, selectedProjects, shownLogLines, shownProjects } from './shownRows';
import { expect, test } from './test';
import { armXssProbe, expectInert } from './xssProbe';

/**
 * The shared hostile corpus (test/fixtures/hostilePayloads.ts) as project names and
 * descriptions, source and entrypoint names, log lines, webhook descriptions, key names and GraphQL
 * document content. Nothing executes, the layout holds, and what is shown is exactly what is stored
 * (source names through the display rule for unnamed sources).
 */

// A few payloads also walk the per-page surfaces (heading, breadcrumbs, form fields) one by one.
const SAMPLE = hostilePayloads.filter((payload, index) => index % 10 === 0 || /[\r\n]/.test(payload));

// Anything but a letter, digit, hyphen, underscore or whitespace shows as a hyphen.
const displayed = (name: string) => name.trim().replace(/[^\p{L}\p{N}\-_\s]/gu, '-');
// What form fields can hold (HTML value sanitization): a single-line input drops CR and LF, a
// textarea normalizes line breaks to LF. Everything else must come back exactly.
const inInput = (value: string) => value.replace(/[\r\n]/g, '');
const inTextarea = (value: string) => value.replace(/\r\n?/g, '\n');

/** Runs fn over items, a few at a time (the platform is shared with the browser on two cores). */
async function eachLimited<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += 8) {
    results.push(...(await Promise.all(items.slice(start, start + 8).map((item, offset) => fn(item, start + offset)))));
  }
  return results;
}

const text = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent));

test.beforeEach(() => expect(hostilePayloads.length).toBeGreaterThanOrEqual(50));

test('hostile project names and descriptions are shown exactly and stay inert', async ({
  authedPage: page,
  api,
  db,
}) => {
  const dialogs = await armXssProbe(page);
  const ids = await eachLimited(
    hostilePayloads,
    async (payload) =>
      (await api.post<{ id: string }>('/projects', { name: payload, settings: { description: payload } })).id,
  );
  const stored = await selectedProjects(db);
  expect(stored.live.map((row) => row.name).sort()).toEqual([...hostilePayloads].sort());

  await page.goto(paths.projects());
  await expect(page.locator('main a[aria-label^="Open project "]')).toHaveCount(hostilePayloads.length);
  expect(await shownProjects(page)).toEqual(stored);
  await expectInert(page, dialogs);

  for (const payload of SAMPLE) {
    await page.goto(paths.projectSettings(ids[hostilePayloads.indexOf(payload)]));
    await expect(page.getByLabel('Project name')).toHaveValue(inInput(payload));
    await expect(page.getByLabel('Description')).toHaveValue(inTextarea(payload));
    expect(await text(page, 'main h1')).toEqual([payload]);
    expect((await text(page, 'nav[aria-label="Breadcrumbs"] a')).slice(-1)).toEqual([payload]);
    await expectInert(page, dialogs);
  }
});

test('hostile source and entrypoint names follow the display rule and stay inert', async ({
  authedPage: page,
  api,
}) => {
  const dialogs = await armXssProbe(page);
  const project = await api.post<{ id: string }>('/projects', { name: 'Hostile sources', settings: {} });
  const base = `/projects/${project.id}/sources`;
  // Every source gets the payload as its entrypoint name; every other one also as its own name, the rest
  // have theirs cleared (a new source is named after its type) so the entrypoint's name shows.
  const ids = await eachLimited(hostilePayloads, async (payload, index) => {
    const { id } = await api.post<{ id: string }>(base, { provider: 'push_api' });
    await api.patch(`${base}/${id}/set-entry-point/push`, { name: payload });
    await api.patch(`${base}/${id}`, { name: index % 2 === 0 ? payload : '' });
    return id;
  });

  await page.goto(paths.project(project.id));
  // The list shows its sources a page at a time (SourcesTable): read every page.
  await expect(page.getByText(`of ${hostilePayloads.length} sources`)).toBeVisible();
  const shown: Record<string, string | null | undefined> = {};
  for (let pageIndex = 0; ; pageIndex++) {
    // A page mounts its first rows at once and the rest in a background render (SourcesTable).
    const onPage = Math.min(SOURCES_PAGE_SIZE, hostilePayloads.length - pageIndex * SOURCES_PAGE_SIZE);
    await expect(page.locator('tr[data-source-id]')).toHaveCount(onPage);
    Object.assign(
      shown,
      await page
        .locator('tr[data-source-id]')
        .evaluateAll((rows) =>
          Object.fromEntries(
            rows.map((row) => [row.getAttribute('data-source-id'), row.querySelector('td a')?.textContent]),
          ),
        ),
    );
    const next = page.getByRole('button', { name: 'next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const first = await page.locator('tr[data-source-id]').first().getAttribute('data-source-id');
    await next.click();
    await expect(page.locator('tr[data-source-id]').first()).not.toHaveAttribute('data-source-id', first ?? '');
  }
  expect(shown).toEqual(Object.fromEntries(ids.map((id, index) => [id, displayed(hostilePayloads[index])])));
  await expectInert(page, dialogs);

  for (const payload of SAMPLE) {
    const index = hostilePayloads.indexOf(payload);
    await page.goto(paths.source(project.id, ids[index]));
    await expect(page.getByLabel('Entrypoint name')).toHaveValue(inInput(payload));
    expect(await text(page, 'main h1')).toEqual([displayed(payload)]);
    if (index % 2 === 0) {
      await page
        .getByRole('navigation', { name: 'Section', exact: true })
        .getByRole('link', { name: 'Settings' })
        .click();
      await expect(page.getByLabel('Source name')).toHaveValue(inInput(payload));
    }
    await expectInert(page, dialogs);
  }
});

test('hostile log lines, written by the platform and by indexing, are shown exactly and stay inert', async ({
  authedPage: page,
  api,
  db,
  service,
  platform,
}) => {
  const dialogs = await armXssProbe(page);
  const project = await api.post<{ id: string }>('/projects', { name: 'Hostile logs', settings: {} });
  const source = await api.post<{ id: string; owner_id: string }>(`/projects/${project.id}/sources`, {
    provider: 'push_api',
  });
  // Indexing names a document it cannot parse by the pusher's id in its log line.
  await pushDocuments(api, platform.url, { projectId: project.id, sourceId: source.id }, [
    { id: hostilePayloads[1], content: 'not JSON', contentType: 'application/json' },
  ]);
  await service((tx) =>
    tx.query(
      `insert into public.source_logs (owner_id, project_id, source_id, severity, message)
       select $1, $2, $3, (array['INFO', 'WARNING', 'ERROR'])[1 + (n % 3)::int], m
         from unnest($4::text[]) with ordinality as l(m, n)`,
      [source.owner_id, project.id, source.id, hostilePayloads],
    ),
  );
  await expect
    .poll(async () => (await db.from('sources').select('status').eq('id', source.id).single()).data?.status)
    .toBe('IDLE');

  await page.goto(paths.sourceLogs(project.id, source.id));
  const stored = await selectedLogLines(db, source.id);
  expect(stored.length).toBeGreaterThan(hostilePayloads.length);
  expect(stored.some((line) => line.startsWith(`ERROR ${hostilePayloads[1]}: Failed to parse`))).toBe(true);
  await expect.poll(() => shownLogLines(page)).toEqual(stored);
  await expectInert(page, dialogs);
});

test('hostile webhook descriptions and key names are shown exactly and stay inert', async ({
  authedPage: page,
  api,
}) => {
  const dialogs = await armXssProbe(page);
  const project = await api.post<{ id: string }>('/projects', { name: 'Hostile hooks', settings: {} });
  await eachLimited(hostilePayloads, async (payload, index) => {
    await api.post(`/projects/${project.id}/webhooks`, {
      url: `http://127.0.0.1:9/${index}`,
      events: ['source.created'],
      description: payload,
    });
    await api.post(`/projects/${project.id}/api-keys`, { name: payload });
  });

  await page.goto(paths.projectDeveloper(project.id));
  const webhooks = page.getByRole('table', { name: 'Webhooks' });
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(webhooks.locator('tbody tr')).toHaveCount(hostilePayloads.length);
  await expect(keys.locator('tbody tr')).toHaveCount(hostilePayloads.length);
  const cells = (table: typeof keys, column: number) =>
    table
      .locator('tbody tr')
      .evaluateAll((rows, at) => rows.map((row) => (row as HTMLTableRowElement).cells[at].textContent).sort(), column);
  expect(await cells(webhooks, 2)).toEqual([...hostilePayloads].sort());
  expect(await cells(keys, 0)).toEqual([...hostilePayloads].sort());
  await expectInert(page, dialogs);
});

interface DocumentsReply {
  data: { project: { name: string }; documents: { edges: { node: { title: string; content: string } }[] } };
}

test('hostile GraphQL documents and query text round-trip through the playground and stay inert', async ({
  authedPage: page,
  api,
  service,
}) => {
  const dialogs = await armXssProbe(page);
  const project = await api.post<{ id: string }>('/projects', { name: hostilePayloads[0], settings: {} });
  const source = await api.post<{ id: string; owner_id: string }>(`/projects/${project.id}/sources`, {
    provider: 'push_api',
  });
  await service((tx) =>
    tx.query(
      `insert into public.documents (owner_id, project_id, source_id, title, content, created_at)
       select $1, $2, $3, t, t || ' ' || t, now() + n * interval '1 millisecond'
         from unnest($4::text[]) with ordinality as d(t, n)`,
      [source.owner_id, project.id, source.id, hostilePayloads],
    ),
  );

  await page.goto(paths.projectGraphql(project.id));
  const editor = page.locator('.graphiql-query-editor .monaco-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  // The query text itself carries payloads too, as comments GraphQL ignores.
  const comments = hostilePayloads.filter((payload) => !/[\r\n\u2028\u2029]/.test(payload)).slice(0, 12);
  const query = `${comments.map((payload) => `# ${payload}`).join('\n')}\nquery Hostile { project { name } documents(first: 100) { edges { node { title content } } } }`;
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query);
  await expect(page.locator('.graphiql-tab-active')).toHaveText('Hostile');

  const answered = page.waitForResponse((response) => /query Hostile/.test(response.request().postData() ?? ''));
  await page.getByRole('button', { name: /^Execute query/ }).click();
  const reply = (await (await answered).json()) as DocumentsReply;
  expect(reply.data.project.name).toBe(hostilePayloads[0]);
  expect(reply.data.documents.edges.map(({ node }) => node.title)).toEqual(hostilePayloads);
  expect(reply.data.documents.edges.map(({ node }) => node.content)).toEqual(hostilePayloads.map((t) => `${t} ${t}`));
  // The pane shows the reply as JSON text: the first payload appears escaped, never as markup.
  await expect(page.locator('.graphiql-response')).toContainText(JSON.stringify(hostilePayloads[0]).slice(1, -1));
  expect(await text(page, 'main h1')).toEqual([hostilePayloads[0]]);
  await expectInert(page, dialogs);
});
