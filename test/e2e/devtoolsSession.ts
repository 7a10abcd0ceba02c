import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { MIN_FLUSH_INTERVAL_MS } from '../../src/shared/supabase/realtimePace';
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

const latestIndex = (page: Page) =>
  page.evaluate(() => (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder.latestIndex());

/**
 * Frames a quiet store must go through: realtime changes reach the store at most every
 * MIN_FLUSH_INTERVAL_MS, on the frame after it, and a transition renders on the frames that follow.
 */
const QUIET_FRAMES = Math.ceil(MIN_FLUSH_INTERVAL_MS / 16) + 2;
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );

/**
 * Resolves once no finite animation runs: a dialog closing or a toast entering has finished its transition
 * (a busy machine stretches them past QUIET_FRAMES); spinners loop forever and are not waited for.
 */
const transitionsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

/** Marks the current moment once the screen has settled: its state index and its visible text. */
export async function checkpoint(page: Page, label: string): Promise<Checkpoint> {
  // Settled: no action recorded while the page went through QUIET_FRAMES frames and its transitions ended.
  for (let index = await latestIndex(page); ;) {
    await frames(page, QUIET_FRAMES);
    await transitionsDone(page);
    const now = await latestIndex(page);
    if (now === index) return { label, index, text: await visibleText(page) };
    index = now;
  }
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
    // The routes follow in a transition and toasts enter in 225 ms: wait (up to the usual expect time) for
    // the recorded text, then take what is on screen (the caller compares it with what was recorded).
    await expect
      .poll(() => visibleText(page))
      .toEqual(recorded)
      .catch(() => undefined);
    seen.push({ label, text: await visibleText(page) });
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
