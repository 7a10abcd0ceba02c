import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';

let platform: Platform;
beforeAll(async () => {
  // Initial rules from the --faults JSON spec; the first expires after one hit.
  platform = await startTestPlatform({
    faults: JSON.stringify([{ path: '/local/config.json', kind: 'error-list', times: 1 }]),
  });
});
afterAll(() => platform.close());

const url = (path: string) => `${platform.url}${path}`;
const setRules = (rules: object[]) =>
  fetch(url('/local/faults'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });

describe('fault injection', () => {
  it('applies initial rules from the spec and expires them after `times`', async () => {
    const first = await fetch(url('/local/config.json'));
    expect(first.status).toBe(500);
    expect(await first.json()).toEqual({ errorCode: ['FAULT_INJECTED', 'Injected failure'] });
    expect((await fetch(url('/local/config.json'))).status).toBe(200);
  });

  it('answers each kind as specified', async () => {
    expect(
      (
        await setRules([
          {
            method: 'GET',
            path: '/api/projects',
            kind: 'error-list',
            status: 502,
            errorCode: ['A_FAILED', 'B_FAILED'],
          },
          { path: 're:^/api/sources/[^/]+$', kind: 'error-message', error: 'Source is gone' },
          { path: '/api/html', kind: 'non-json' },
          { path: '/local/config.json', kind: 'delay', delayMs: 300 },
          { path: '/api/drop', kind: 'drop' },
        ])
      ).status,
    ).toBe(200);

    const list = await fetch(url('/api/projects'));
    expect(list.status).toBe(502);
    expect(await list.json()).toEqual({ errorCode: ['A_FAILED', 'B_FAILED'] });
    expect((await fetch(url('/api/projects'), { method: 'POST' })).status).not.toBe(502);

    const message = await fetch(url('/api/sources/abc'));
    expect(message.status).toBe(422);
    expect(await message.json()).toEqual({ error: 'Source is gone' });
    expect((await fetch(url('/api/sources/abc/logs'))).status).not.toBe(422);

    const html = await fetch(url('/api/html'));
    expect(html.status).toBe(500);
    expect(html.headers.get('content-type')).toContain('text/html');
    await expect(html.clone().json()).rejects.toThrow();

    const started = Date.now();
    const delayed = await fetch(url('/local/config.json'));
    expect(delayed.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    await expect(fetch(url('/api/drop'))).rejects.toThrow();
  });

  it('clears rules and validates them', async () => {
    expect((await setRules([{ path: 'no-slash', kind: 'explode' }])).status).toBe(400);
    await setRules([{ path: '/local/config.json', kind: 'error-message' }]);
    expect((await fetch(url('/local/config.json'))).status).toBe(422);
    const cleared = await fetch(url('/local/faults'), { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ data: { rules: [] } });
    expect((await fetch(url('/local/config.json'))).status).toBe(200);
  });
});

describe('without --faults', () => {
  it('has no control endpoint', async () => {
    const plain = await startTestPlatform({ faults: undefined });
    try {
      expect((await fetch(`${plain.url}/local/faults`, { method: 'DELETE' })).status).toBe(404);
      expect((await fetch(`${plain.url}/local/faults/realtime-drop`, { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
