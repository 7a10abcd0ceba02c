import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, expectError, type ApiUser } from './api/apiClient';
import { GitRepo } from '../fixtures/github/gitRepo';
import { startGitHubStandIn, type GitHubStandIn } from '../fixtures/github/standIn';

const APP = { clientId: 'Iv1.standin', clientSecret: 'stand-in-secret' };

describe('GitHub OAuth App connect', { timeout: 60_000 }, () => {
  const repo = new GitRepo();
  const codes = new Map<string, string>();
  let github: GitHubStandIn;
  let platform: Platform;
  let alice: ApiUser;
  let projectId: string;

  beforeAll(async () => {
    repo.commit({ 'README.md': '# Hello' });
    github = await startGitHubStandIn({
      tokens: new Set(['gho_fromTheOAuthApp']),
      login: 'octo-alice',
      repositories: { 'octo-alice/notes': { git: repo, issues: [] } },
      validate: true,
      oauthApp: { ...APP, codes },
    });
    platform = await startTestPlatform({ githubApiUrl: github.url, githubOAuth: APP });
    alice = await apiUser(platform, 'Alice');
    projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'OAuth' }), 201).id;
  });
  afterAll(async () => {
    await alice.client.removeAllChannels();
    await platform.close();
    await github.close();
    repo.remove();
  });

  const newSource = async () =>
    dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: 'github_branch' }),
      201,
    ).id;

  it('sends the browser to GitHub, exchanges the code GitHub returns for a live token and lists with it', async () => {
    const id = await newSource();
    const path = `/projects/${projectId}/sources/${id}/connect`;
    const { redirectUrl } = dataOf(await alice.call<{ redirectUrl: string }>('POST', path, {}));
    const authorize = new URL(redirectUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(APP.clientId);
    expect(authorize.searchParams.get('scope')).toBe('repo');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${platform.url}/projects/${projectId}/sources/${id}`);
    const state = authorize.searchParams.get('state') as string;

    codes.set('code-from-github', 'gho_fromTheOAuthApp');
    const connected = dataOf(
      await alice.call<{ providerResponse: { account: string } }>('POST', path, { code: 'code-from-github', state }),
    );
    expect(connected.providerResponse).toEqual({ account: 'octo-alice' });
    const { data: row } = await alice.client.from('sources').select('custom').eq('id', id).single();
    expect(row?.custom).toMatchObject({ tokens: { token: '[redacted]' }, account: 'octo-alice', live: true });
    const listed = dataOf(
      await alice.call<{ options: { id: string }[] }>(
        'GET',
        `/projects/${projectId}/sources/${id}/list-entry-point-options/repository`,
      ),
    );
    expect(listed.options.map((o) => o.id)).toEqual(['octo-alice/notes']);
    // The state was used up by the exchange.
    expectError(await alice.call('POST', path, { code: 'code-from-github', state }), 400, 'INVALID_OAUTH_STATE');
    expect(github.problems).toEqual([]);
  });

  it("refuses a code GitHub does not know, in GitHub's words", async () => {
    const id = await newSource();
    const path = `/projects/${projectId}/sources/${id}/connect`;
    const { redirectUrl } = dataOf(await alice.call<{ redirectUrl: string }>('POST', path, {}));
    const state = new URL(redirectUrl).searchParams.get('state') as string;
    const refused = await alice.call<unknown>('POST', path, { code: 'made-up', state });
    expectError(refused, 400, 'INVALID_OAUTH_CODE');
    expect(refused.body.error).toMatch(/^The code passed is incorrect or expired/);
  });
});
