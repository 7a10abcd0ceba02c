import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { installDevToolsRecorder, type DevToolsRecorder, type Recording } from '../devtools/recorder';

/** What the user reads at a recorded moment: the main regions' visible text. */
export interface Checkpoint {
  label: string;
  /** Index in the recorder's state list (0 = initial state). */
  index: number;
  text: Record<string, string>;
}

const REGIONS = {
  heading: 'main h1',
  breadcrumbs: 'nav[aria-label="Breadcrumbs"]',
  tabs: 'header nav:not([aria-label="Breadcrumbs"])',
  main: 'main',
  toasts: '.dashboard-toast',
  // Modals render in a portal outside main; which one is open is store state too.
  dialog: '[role="dialog"]',
} as const;

/** Installs the DevTools recorder before any app script runs; call before the first page.goto. */
export async function recordDevTools(page: Page): Promise<void> {
  await page.addInitScript(installDevToolsRecorder);
}

const recorder = (page: Page) =>
  page.evaluate(() => (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder);

export async function visibleText(page: Page): Promise<Record<string, string>> {
  const text: Record<string, string> = {};
  for (const [region, selector] of Object.entries(REGIONS)) {
    const texts = await page
      .locator(selector)
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText));
    text[region] = texts
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
  }
  return text;
}

/** Marks the current moment once the screen has settled: its state index and its visible text. */
export async function checkpoint(page: Page, label: string): Promise<Checkpoint> {
  await page.waitForTimeout(400); // realtime batches and transitions settle (≤ 100 ms each)
  const index = await page.evaluate(() =>
    (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder.latestIndex(),
  );
  return { label, index, text: await visibleText(page) };
}

/**
 * Jumps the live app to each checkpoint as DevTools' JUMP_TO_STATE does and returns what was seen:
 * the visible text there, the requests made and the actions dispatched while jumped; then resumes.
 */
export async function jumpThrough(page: Page, checkpoints: Checkpoint[]) {
  const requests: string[] = [];
  const onRequest = (request: { url(): string }) => requests.push(request.url());
  const seen: { label: string; text: Record<string, string> }[] = [];
  page.on('request', onRequest);
  for (const { label, index, text: recorded } of checkpoints) {
    await page.evaluate((at) => {
      (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder.jumpTo(at);
    }, index);
    // The routes follow in a transition and toasts enter in 225 ms; a loaded machine may take longer,
    // so wait (up to 5 s) for the recorded text before taking what is on screen.
    let text = await visibleText(page);
    for (let waited = 0; waited < 5000 && JSON.stringify(text) !== JSON.stringify(recorded); waited += 250) {
      await page.waitForTimeout(250);
      text = await visibleText(page);
    }
    seen.push({ label, text });
  }
  const duringJumps = await page.evaluate(() => {
    const devtools = (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder;
    devtools.resume();
    return devtools.duringJumps();
  });
  page.off('request', onRequest);
  return { seen, requests, duringJumps };
}

export async function exportRecording(page: Page): Promise<Recording> {
  await recorder(page); // the recorder exists (the store was made)
  const json = await page.evaluate(() =>
    (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder.export(),
  );
  return JSON.parse(json) as Recording;
}

/**
 * Keeps a journey's recording: always under test-results/, and as the unit replay test's fixture
 * (test/fixtures/recordings/) when RECORD_JOURNEYS=1, so the fixtures can be refreshed from a real run.
 */
export function saveRecording(name: string, recording: Recording): void {
  const targets = ['test-results/recordings'];
  if (process.env.RECORD_JOURNEYS === '1') targets.push('test/fixtures/recordings');
  for (const dir of targets) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${name}.json`, `${JSON.stringify(recording)}\n`);
  }
}
