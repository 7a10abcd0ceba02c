import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
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
});
