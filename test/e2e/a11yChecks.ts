import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Helpers of the accessibility specs: axe with the WCAG 2.2 A/AA rule tags, and
// waits that make the page still (no skeleton, no running enter/exit transition) before it is checked.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until loading placeholders are gone and finite animations (modal enter, toasts) are done. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Every axe violation of the WCAG tags, one readable line each (empty when the page passes). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ` +
      violation.nodes
        .slice(0, 4)
        .map((node) => `${node.html.slice(0, 160)} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`.trim())
        .join(' | '),
  );
}

/** Whether the focused element is inside `container`. */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** The accessible name (or text) of the focused element, to say where focus went. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing';
    const name = element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 60);
    return `${element.tagName.toLowerCase()} "${name ?? ''}"`;
  });
}

/** A key for the focused element (its position in the DOM), to notice when Tab has gone all the way round. */
export function focusedKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (!document.activeElement || document.activeElement === document.body) return '';
    const path: number[] = [];
    for (let node = document.activeElement; node?.parentElement; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    return path.join('.');
  });
}

/**
 * Whether focus visibly changes the focused element: an outline, a ring, a border or a background
 * that differs from the same element unfocused (Mantine inputs mark focus with their border colour).
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const look = () => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outlineColor : 'none';
      return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join('|');
    };
    // Transitions off while comparing, so the unfocused look is read at once, not mid-animation.
    const transition = element.style.transition;
    element.style.transition = 'none';
    const focused = look();
    element.blur();
    const unfocused = look();
    element.focus();
    element.style.transition = transition;
    return focused !== unfocused;
  });
}
