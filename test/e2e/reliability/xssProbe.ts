import { expect, type Page } from '@playwright/test';

/**
 * Tripwires for script that arrived as data: every dialog is recorded (and dismissed), and
 * alert/confirm/prompt raise a window flag even if a payload calls them without opening a dialog.
 * Call before the first navigation.
 */
export async function armXssProbe(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const flags: string[] = [];
    Object.defineProperty(window, '__xssFlags', { value: flags });
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name].bind(window) as (...args: unknown[]) => unknown;
      window[name] = ((...args: unknown[]) => {
        flags.push(`${name}(${args.map(String).join(', ')})`);
        return original(...args);
      }) as never;
    }
  });
  return dialogs;
}

/** No script ran, no markup from the data became elements, and the main area does not overflow sideways. */
export async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  const found = await page.evaluate(() => {
    const all = Array.from(document.body.querySelectorAll('*'));
    return {
      flags: (window as unknown as { __xssFlags: string[] }).__xssFlags,
      // React never writes inline handlers, so any on* attribute came from data.
      handlers: all.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => attribute.name.startsWith('on'))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
      injected: Array.from(
        document.body.querySelectorAll(
          'script, iframe, object, embed, base, meta, math, details, img[src="x"], [href^="javascript:"]',
        ),
      ).map((element) => element.outerHTML.slice(0, 80)),
      overflow: (() => {
        const main = document.querySelector('main');
        return {
          main: main ? main.scrollWidth - main.clientWidth : 0,
          page: document.documentElement.scrollWidth - window.innerWidth,
        };
      })(),
    };
  });
  expect(dialogs, 'dialogs opened').toEqual([]);
  expect(found.flags, 'alert/confirm/prompt calls').toEqual([]);
  expect(found.handlers, 'inline event handlers in the DOM').toEqual([]);
  expect(found.injected, 'elements made from data').toEqual([]);
  expect(found.overflow.main, 'horizontal overflow of the main area (px)').toBeLessThanOrEqual(0);
  expect(found.overflow.page, 'horizontal overflow of the page (px)').toBeLessThanOrEqual(0);
}
