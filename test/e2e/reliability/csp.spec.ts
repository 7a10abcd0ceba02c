import type { Page } from '@playwright/test';
import { paths } from '../../../src/shared/routing/paths';
import { expect, test } from './test';
import { expectOnlyToast, successToast } from './toastChecks';

/**
 * Security headers and the content security policy: the served app carries its Content-Security-Policy and the other
 * security headers, and runs under them without a single violation on any route, the GraphQL
 * playground (Monaco and its workers) included.
 */

test('the app is served with the CSP and the other security headers', async ({ request }) => {
  for (const route of [paths.login, paths.projects(), '/projects/any/graphql']) {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = Object.fromEntries(
      headers['content-security-policy'].split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toContain("'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

/** Violations as the page reports them (the DOM event) and as Chromium logs them (the console). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('every route, the playground and the dialogs run without a CSP violation', async ({ page, user, api }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const project = await api.post<{ id: string }>('/projects', { name: 'CSP tour', settings: {} });
  const source = await api.post<{ id: string }>(`/projects/${project.id}/sources`, { provider: 'push_api' });

  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.projects()}$`));

  // A dialog and a toast load their own lazy code and styles.
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog', { name: 'Create a project' }).getByRole('button', { name: 'Create project' }).click();
  await expectOnlyToast(page, successToast('Project is created'));

  const routes = [
    paths.project(project.id),
    paths.projectSettings(project.id),
    paths.projectDeveloper(project.id),
    paths.projectFeatures(project.id),
    paths.source(project.id, source.id),
    paths.sourceLogs(project.id, source.id),
    paths.sourceSettings(project.id, source.id),
    paths.sourceEnhancements(project.id, source.id),
    paths.settingsAccount(),
    paths.settingsAdminKeys(),
    paths.settingsSubscription(),
    paths.settingsBilling(),
    '/no/such/page',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await page.goto(paths.projectGraphql(project.id));
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible({ timeout: 30_000 });
  const answered = page.waitForResponse((response) => response.url().includes(`/graphql/v1/projects/${project.id}`));
  await page.getByRole('button', { name: /^Execute query/ }).click();
  await answered;
  await expect(page.locator('.graphiql-response')).toContainText('"CSP tour"');
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);

  expect(violations).toEqual([]);
});
