import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { VIEWPORTS } from './viewports';

test('the local webhook inbox keeps long headers and bodies inside its card at 375, 768 and 1440 px', async ({
  page,
  platform,
}) => {
  const inbox = `${platform.url}/local/webhook-inbox/${randomBytes(12).toString('hex')}`;
  const body = JSON.stringify({ type: 'indexing.completed', data: { note: 'x'.repeat(600), path: 'a/'.repeat(120) } });
  const reply = await fetch(inbox, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': `v1,${'A'.repeat(300)}` },
    body,
  });
  expect(reply.status).toBe(200);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(inbox);
    await expect(page.getByRole('heading', { name: 'Webhook inbox' })).toBeVisible();
    const spills = await page.evaluate(() => {
      const card = document.querySelector('main')!.getBoundingClientRect();
      const out = [...document.querySelectorAll<HTMLElement>('main > *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.left < card.left || box.right > card.right + 0.5 || element.scrollWidth > element.clientWidth + 1;
        })
        .map((element) => element.tagName);
      const page = document.documentElement.scrollWidth > window.innerWidth ? ['page scrolls sideways'] : [];
      return [...out, ...page];
    });
    expect(spills, `inbox at ${viewport.width} px`).toEqual([]);
    await shot(page, `inbox-${viewport.name}`);
  }
});
