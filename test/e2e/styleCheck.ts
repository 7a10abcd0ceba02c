import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

// Helpers of styleCompleteness.spec.ts: which Mantine classes (`m_<hash>`) in the DOM have no rule in
// any loaded stylesheet, and which Mantine stylesheet would have brought them (for a readable failure).

const STYLES_DIR = join('node_modules', '@mantine', 'core', 'styles');

let owners: Map<string, string> | undefined;

/** Mantine class → the component stylesheet that defines it, e.g. m_1b7284a3 → Paper. */
function classOwners(): Map<string, string> {
  if (owners) return owners;
  owners = new Map();
  for (const file of readdirSync(STYLES_DIR)) {
    if (file.endsWith('.layer.css') || !file.endsWith('.css')) continue;
    for (const match of readFileSync(join(STYLES_DIR, file), 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)) {
      if (!owners.has(match[1])) owners.set(match[1], file.replace(/\.css$/, ''));
    }
  }
  return owners;
}

/** Mantine classes carried by elements of the page that no loaded style rule names, with their stylesheet. */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  const missing = await page.evaluate(() => {
    const named = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) named.add(match[1]);
        }
        if (rule instanceof CSSImportRule && rule.styleSheet) visit(rule.styleSheet.cssRules);
        // @media, @layer, @supports, @container and nested style rules all hold rules of their own.
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    return [...used].filter((name) => !named.has(name)).sort();
  });
  const known = classOwners();
  return missing.map((name) => `${name} (${known.get(name) ?? 'unknown'}.css)`);
}
