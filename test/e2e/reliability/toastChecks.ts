import { expect, type Page } from '@playwright/test';
import type { FaultRule } from '../fixtures';

export type FaultKind = FaultRule['kind'];
export type FailingKind = Exclude<FaultKind, 'delay'>;

export const FAILING_KINDS: readonly FailingKind[] = ['error-list', 'error-message', 'non-json', 'drop'];
export const ALL_KINDS: readonly FaultKind[] = [...FAILING_KINDS, 'delay'];
/** A slow reply: long enough to see the loading state, short enough to keep the run lean. */
export const DELAY_MS = 1500;

/** A toast as the user reads it: the title ('' when it has none) and the text under it. */
export interface ToastText {
  title: string;
  text: string;
}

/**
 * The toast rules through the base query: an HTTP error toasts the call's failure title with errorCode
 * lines, else `error`, else "Internal server error" (a non-JSON body has neither); a dropped
 * connection is a thrown non-HTTP error: "Server error" with a sentence.
 */
export function failureToast(kind: FailingKind, failureTitle: string): ToastText {
  switch (kind) {
    case 'error-list':
      return { title: failureTitle, text: 'FAULT_INJECTED\nInjected failure' };
    case 'error-message':
      return { title: failureTitle, text: 'Injected failure' };
    case 'non-json':
      return { title: failureTitle, text: 'Internal server error' };
    case 'drop':
      return { title: 'Server error', text: 'Could not reach the server. Check your connection and try again.' };
  }
}

export const successToast = (message: string): ToastText => ({ title: '', text: message });

const toasts = (page: Page) => page.locator('.dashboard-toast');

function shownToasts(page: Page): Promise<ToastText[]> {
  return toasts(page).evaluateAll((nodes) =>
    nodes.map((node) => ({
      title: node.querySelector('.mantine-Notification-title')?.textContent ?? '',
      text: (node.querySelector('.mantine-Notification-description') as HTMLElement | null)?.innerText ?? '',
    })),
  );
}

/** Waits until exactly these toasts, and no others, are shown; then closes them so the next check starts clean. */
export async function expectToasts(page: Page, expected: ToastText[], timeout = 15_000): Promise<void> {
  // Toasts auto-hide, so a failure reports every set seen while waiting, not just the last (empty) one.
  const seen = new Set<string>();
  const current = async () => {
    const shown = await shownToasts(page);
    seen.add(JSON.stringify(shown));
    return shown;
  };
  await expect
    .poll(current, { timeout })
    .toEqual(expected)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nToasts seen while waiting:\n${[...seen].join('\n')}`);
    });
  for (const close of await toasts(page).getByRole('button', { name: 'Close notification' }).all()) await close.click();
  await expect(toasts(page)).toHaveCount(0);
}

export const expectOnlyToast = (page: Page, expected: ToastText, timeout?: number) =>
  expectToasts(page, [expected], timeout);
