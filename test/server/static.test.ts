import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';

let platform: Platform;
let distDir: string;
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1234.js"></script></body></html>';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log("app");');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  platform = await startTestPlatform({ distDir });
});
afterAll(async () => {
  await platform.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${platform.url}${path}`);

describe('static SPA serving', () => {
  it('serves index.html with the security headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "frame-ancestors 'none'",
      "style-src 'self' 'unsafe-inline'",
      "worker-src 'self' blob:",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain(`ws://${new URL(platform.url).host}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('falls back to index.html for client routes only', async () => {
    const route = await get('/projects/123/sources/456/logs?projectId=123');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toBe(INDEX);
    expect((await get('/assets/missing-999.js')).status).toBe(404);
    const api = await get('/api/not-a-route');
    expect(api.headers.get('content-type')).not.toContain('text/html');
    expect((await get('/rest/v1/projects')).headers.get('content-type')).toContain('json');
  });

  it('serves hashed assets with immutable caching', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect((await get('/favicon.svg')).headers.get('content-type')).toContain('image/svg');
  });

  it('gzips text the browser accepts compressed, and leaves the rest alone', async () => {
    const script = 'console.log("app");'.repeat(100);
    writeFileSync(join(distDir, 'assets', 'big-5678.js'), script);
    const compressed = await get('/assets/big-5678.js'); // fetch sends Accept-Encoding: gzip and decodes
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    expect(compressed.headers.get('cache-control')).toContain('immutable');
    expect(await compressed.text()).toBe(script);
    const plain = await fetch(`${platform.url}/assets/big-5678.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("serves the build's Brotli copy to browsers that accept br, and gzip to the others", async () => {
    const script = 'console.log("precompressed");'.repeat(100);
    writeFileSync(join(distDir, 'assets', 'pre-9012.js'), script);
    writeFileSync(join(distDir, 'assets', 'pre-9012.js.br'), brotliCompressSync(script));
    const br = await fetch(`${platform.url}/assets/pre-9012.js`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(await br.text()).toBe(script);
    const gzip = await fetch(`${platform.url}/assets/pre-9012.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
  });

  it('answers /local/config.json from the request origin', async () => {
    // fetch cannot set Host, so ask the way Vite's proxy does (changeOrigin false keeps the browser's Host).
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${platform.url}/local/config.json`, { headers: { Host: 'localhost:5173' } }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(body)).toEqual({
      supabaseUrl: 'http://localhost:5173',
      anonKey: 'sb_publishable_local_dev_key',
      dashboardApiUrl: 'http://localhost:5173/api',
      graphqlUrl: 'http://localhost:5173/graphql/v1/projects',
    });
  });
});
