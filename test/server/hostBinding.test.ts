import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { parseCliOptions, resolveOptions } from '../../server/options';
import { startTestPlatform } from './helpers/platform';

const ownSecrets = { jwtSecret: 'a-secret-only-this-deployment-knows-0123456789', anonKey: 'sb_publishable_own_key' };

describe('listening beyond loopback', () => {
  it('refuses a non-loopback host with the published development secret or anon key', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => resolveOptions({ host })).toThrow(/Refusing to listen on .*JWT secret and anon key/);
      expect(() => resolveOptions({ host, jwtSecret: ownSecrets.jwtSecret })).toThrow(/anon key is the published/);
    }
    await expect(startTestPlatform({ host: '0.0.0.0' })).rejects.toThrow(/--insecure-throwaway-instance/);
  });

  it('allows loopback, own secrets, or an instance declared throw-away', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])
      expect(resolveOptions({ host }).host).toBe(host);
    expect(resolveOptions({ host: '0.0.0.0', ...ownSecrets }).host).toBe('0.0.0.0');
    const flagged = parseCliOptions(['--host', '0.0.0.0', '--insecure-throwaway-instance']);
    expect(resolveOptions(flagged).insecureThrowawayInstance).toBe(true);
  });

  it('says why at start-up and exits 1', () => {
    const run = spawnSync('npx', ['tsx', 'server/main.ts', '--host', '0.0.0.0', '--memory', '--port', '0'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, LOCAL_JWT_SECRET: '', LOCAL_ANON_KEY: '' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to listen on 0.0.0.0');
    expect(run.stdout).not.toContain('Local platform ready');
  });

  it('starts a declared throw-away instance on 0.0.0.0 with a warning saying why', async () => {
    const child = spawn(
      'npx',
      [
        'tsx',
        'server/main.ts',
        '--host',
        '0.0.0.0',
        '--memory',
        '--port',
        '0',
        '--no-seed',
        '--insecure-throwaway-instance',
      ],
      { env: { ...process.env, LOCAL_JWT_SECRET: '', LOCAL_ANON_KEY: '' }, detached: true },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    try {
      await vi.waitFor(() => expect(stdout).toContain('Local platform ready at http://0.0.0.0:'), { timeout: 60_000 });
      expect(stderr).toMatch(/Warning: listening on 0\.0\.0\.0 with the published development JWT secret and anon key/);
      expect(stdout).not.toContain('Demo login');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }, 90_000);
});
