import { describe, expect, it } from 'vitest';
import { readEnv } from '@/shared/config/env';

describe('readEnv', () => {
  it('defaults to same-origin URLs, the local anon key, a docs placeholder and "Dashboard"', () => {
    expect(readEnv({}, 'http://127.0.0.1:3000')).toEqual({
      supabaseUrl: 'http://127.0.0.1:3000',
      supabaseAnonKey: 'sb_publishable_local_dev_key',
      dashboardApiUrl: 'http://127.0.0.1:3000/api',
      graphqlUrl: 'http://127.0.0.1:3000/graphql/v1/projects',
      docsUrl: 'https://docs.example.com',
      appTitle: 'Dashboard',
      localPlatform: true,
    });
  });

  it('uses VITE_* values and drops trailing slashes', () => {
    const env = readEnv(
      {
        VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'anon',
        VITE_DASHBOARD_API_URL: 'https://api.example.com/v1/',
        VITE_GRAPHQL_URL: 'https://api.example.com/graphql',
        VITE_DOCS_URL: 'https://docs.product.dev',
        VITE_APP_TITLE: 'Acme',
      },
      'http://localhost',
    );
    expect(env.supabaseUrl).toBe('https://abcd.supabase.co');
    expect(env.dashboardApiUrl).toBe('https://api.example.com/v1');
    expect(env.appTitle).toBe('Acme');
    expect(env.localPlatform).toBe(false);
  });

  it('rejects a URL that is not absolute', () => {
    expect(() => readEnv({ VITE_DASHBOARD_API_URL: '/api' }, 'http://localhost')).toThrow(/VITE_DASHBOARD_API_URL/);
  });
});
