import { buildPdf } from '../fixtures/pdfBuilder';
import { expect, test } from './fixtures';
import { looksRight } from './looksRight';

// The first hour of a new account, on a phone and on a desktop: a push source named when it is made,
// a key generated in place from the quick start, a first push, the Documents tab that shows what is
// pushed while it is open, without a click, and the Search page that finds a PDF's passage by its page.
// Screenshots go to test-results/ for a look.

interface Row {
  id: string;
}

const WIDTHS = [375, 1440];

// A new account, as it signs up: on Free.
test.use({ plan: 'free' });

/** Lines of about 80 characters: eleven fill a chunk, so each page starts chunks of its own. */
const filler = (topic: string, lines = 11) =>
  Array.from({ length: lines }, (_, i) => `Line ${i + 1} of the ${topic} section repeats the rules for every trip.`);

/**
 * A three-page travel policy whose Info title names it; one word, "quokka", is on its last page only.
 * The first page fills two chunks, so the passage's page (3) is not its chunk's number (4).
 */
const TRAVEL_POLICY = buildPdf(
  [
    ['Travel policy', ...filler('booking', 20)],
    ['Hotels', ...filler('hotel')],
    ['Conferences', 'The quokka fund covers one conference per year.', ...filler('conference')],
  ],
  { title: 'Travel policy' },
);

for (const width of WIDTHS) {
  test(`at ${width} px a new account names a push source, pushes with a key made in place, sees the documents at once and finds a PDF's passage by its page`, async ({
    authedPage: page,
    api,
    platform,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const project = await api.post<Row>('/projects', { name: `First hour ${width}`, settings: {} });

    // A name is asked, prefilled from the type.
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: 'Add source' }).first().click();
    await page.getByRole('button', { name: 'Add Push API source' }).click();
    const naming = page.getByRole('dialog', { name: 'Name the Push API source' });
    await expect(naming.getByLabel('Source name')).toHaveValue('Push API');
    await naming.getByLabel('Source name').fill(`Handbook ${width}`);
    await naming.getByRole('button', { name: 'Create source' }).click();
    await expect(page).toHaveURL(/\/sources\/[0-9a-f-]{36}$/);
    const sourceId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Handbook ${width}`);

    // Ready at once, waiting for its first push.
    const connection = page.getByRole('region', { name: 'Connection' });
    await expect(connection.getByText('Ready', { exact: true })).toBeVisible();
    await expect(connection).toContainText('waiting for the first push');

    // A key made in place: the API keys page's dialog, shown once, then in the samples.
    const quickStart = page.getByRole('region', { name: 'Push documents' });
    await quickStart.getByRole('button', { name: 'Generate API key' }).click();
    const form = page.getByRole('dialog', { name: 'Generate API key' });
    await form.getByLabel('Name').fill('first push');
    await form.getByRole('button', { name: 'Generate' }).click();
    const shown = page.getByRole('dialog', { name: 'New API key' });
    const key = await shown.getByLabel('API key').inputValue();
    expect(key).toMatch(/^pk_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(quickStart.getByText(`-H "x-api-key: ${key}"`, { exact: false }).first()).toBeVisible();
    await expect(quickStart.getByText('$API_KEY', { exact: false })).toHaveCount(0);

    // The first push answers inline, with the way to the Search page.
    await quickStart.getByRole('button', { name: 'Push your first document' }).click();
    const answer = quickStart.getByRole('status', { name: 'The API answered 202' });
    await expect(answer).toContainText('"accepted": 1');
    await expect(answer.getByRole('link', { name: 'Find it on the Search page' })).toHaveAttribute(
      'href',
      `/projects/${project.id}/search?q=dental+plan`,
    );
    await looksRight(page, 'first-hour-quick-start', width);

    // The Documents tab shows the first document, and a PDF pushed while it is open (titled by its
    // metadata), without a click.
    await page.getByRole('link', { name: 'Documents', exact: true }).first().click();
    const rows = page.locator('[data-document-id]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Benefits');
    const upload = new FormData();
    upload.append('file', new Blob([Buffer.from(TRAVEL_POLICY)], { type: 'application/pdf' }), 'travel-policy.pdf');
    const reply = await fetch(`${platform.url}/push/v1/projects/${project.id}/sources/${sourceId}/documents`, {
      method: 'POST',
      headers: { 'x-api-key': key },
      body: upload,
    });
    expect(reply.status).toBe(202);
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('Travel policy', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /new document/ })).toHaveCount(0);
    await looksRight(page, 'first-hour-documents', width);

    // The Search page finds the PDF's passage on its third page, names the source, and opens the document.
    await page.goto(`/projects/${project.id}/search?q=quokka`);
    const hit = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(hit).toHaveAccessibleName('Hit 1: Travel policy');
    await expect(hit.getByTestId('hit-place')).toHaveText(`Handbook ${width} · page 3`);
    await expect(hit.locator('mark')).toHaveText(['quokka']);
    await looksRight(page, 'first-hour-search', width);
    await hit.getByRole('link', { name: 'Travel policy' }).click();
    await expect(page.getByTestId('drawer-title')).toHaveText('Travel policy');
    await expect(page.getByRole('dialog')).toContainText('Matched passage (page 3)');
    await expect(page.getByTestId('documents-shown')).toHaveText('1 document shown');
    await expect(page.getByTestId('drawer-passage')).toContainText('The quokka fund covers one conference per year.');
    await looksRight(page, 'first-hour-passage', width);

    // The name is the source's everywhere: in the project's list too.
    await page.goto(`/projects/${project.id}`);
    const listed = page.locator(`tr[data-source-id="${sourceId}"]`);
    await expect(listed).toContainText(`Handbook ${width}`);
    await expect(listed).toContainText('Ready');
  });
}
