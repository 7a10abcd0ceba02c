import { describe, expect, it } from 'vitest';
import { answerConsent, dataOf, expectError } from './apiClient';
import { apiWorld } from './world';

const world = apiWorld('Connections');

const createSource = async (provider: string) =>
  dataOf(await world.alice.call<{ id: string }>('POST', `/projects/${world.projectId}/sources`, { provider }), 201).id;
const sourceRow = async (id: string) =>
  (await world.alice.client.from('sources').select('*').eq('id', id).single()).data;
const credentials = async (sourceId: string) =>
  (
    await world.platform.ctx.db.query<{ tokens: Record<string, string> }>(
      'select tokens from private.source_credentials where source_id = $1',
      [sourceId],
    )
  ).rows;

describe('POST …/connect through the local consent page', () => {
  it('runs the OAuth round trip: redirect, Allow, code + state, connect', async () => {
    const id = await createSource('google_drive');
    const started = dataOf(
      await world.alice.call<{ redirectUrl: string }>('POST', `/projects/${world.projectId}/sources/${id}/connect`, {}),
    );
    expect(started.redirectUrl).toMatch(new RegExp(`^${world.platform.url}/oauth/google/authorize\\?state=\\w+$`));

    const consent = await answerConsent(started.redirectUrl, 'allow');
    expect(consent.pageResponse.status).toBe(200);
    expect(consent.pageResponse.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(consent.html).toContain('Authorize Google access for Beta Dashboard?');
    expect(consent.html).toContain('Connections');
    expect(consent.answer.status).toBe(303);
    expect(consent.location.pathname).toBe(`/projects/${world.projectId}/sources/${id}`);
    const code = consent.location.searchParams.get('code')!;
    const state = consent.location.searchParams.get('state')!;
    expect(code).toBeTruthy();

    const connected = dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, { code, state }),
    );
    expect(connected).toEqual({ providerResponse: { account: world.alice.email } });
    expect((await sourceRow(id))?.custom).toEqual({
      tokens: { refresh_token: '[redacted]' },
      account: world.alice.email,
    });
    expect((await credentials(id))[0].tokens.refresh_token).toMatch(/^1\/\/0/);

    // The state was good for one exchange only.
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, { code, state }),
      400,
      'INVALID_OAUTH_STATE',
    );
  });

  it('Deny returns to the dashboard with error=access_denied and connects nothing', async () => {
    const id = await createSource('slack');
    const { redirectUrl } = dataOf(
      await world.alice.call<{ redirectUrl: string }>('POST', `/projects/${world.projectId}/sources/${id}/connect`, {
        redirectUri: '/back?x=1',
      }),
    );
    const consent = await answerConsent(redirectUrl, 'deny');
    expect(consent.location.pathname).toBe('/back');
    expect(consent.location.searchParams.get('error')).toBe('access_denied');
    expect(consent.location.searchParams.get('x')).toBe('1');
    expect((await sourceRow(id))?.custom).toBeNull();
    expect((await fetch(redirectUrl)).status).toBe(400);
  });

  it('rejects a wrong code, a foreign state and sources that cannot connect', async () => {
    const id = await createSource('notion');
    const { redirectUrl } = dataOf(
      await world.alice.call<{ redirectUrl: string }>('POST', `/projects/${world.projectId}/sources/${id}/connect`, {}),
    );
    const state = new URL(redirectUrl).searchParams.get('state')!;
    expectError(
      await world.bob.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, { code: 'x', state }),
      400,
      'INVALID_OAUTH_STATE',
    );
    await answerConsent(redirectUrl, 'allow');
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, { code: 'wrong', state }),
      400,
      'INVALID_OAUTH_CODE',
    );
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, { code: 'x' }),
      400,
      'INVALID_STATE',
    );
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, {
        redirectUri: 'https://evil.example',
      }),
      400,
      'INVALID_REDIRECT_URI',
    );
    expect((await sourceRow(id))?.custom).toBeNull();

    const push = await createSource('push_api');
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${push}/connect`, {}),
      400,
      'SOURCE_CANNOT_CONNECT',
    );
  });

  it('escapes text on the consent page', async () => {
    const evil = dataOf(
      await world.alice.call<{ id: string }>('POST', '/projects', { name: '<script>alert(1)</script>' }),
      201,
    ).id;
    const id = dataOf(
      await world.alice.call<{ id: string }>('POST', `/projects/${evil}/sources`, { provider: 'dropbox' }),
      201,
    ).id;
    const { redirectUrl } = dataOf(
      await world.alice.call<{ redirectUrl: string }>('POST', `/projects/${evil}/sources/${id}/connect`, {}),
    );
    const html = await (await fetch(redirectUrl)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('GitHub token connect and disconnect', () => {
  it('connects a GitHub source with a token, then disconnects it', async () => {
    const id = await createSource('github_branch');
    const connected = dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/connect`, {
        token: 'ghp_abcdefghijklmnop',
      }),
    );
    expect(connected).toMatchObject({ providerResponse: { account: expect.any(String) } });
    expect((await sourceRow(id))?.custom).toMatchObject({ tokens: { token: '[redacted]' } });
    expect((await credentials(id))[0].tokens).toEqual({ token: 'ghp_abcdefghijklmnop' });

    const disconnected = dataOf(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${id}/disconnect`),
    );
    expect(disconnected).toMatchObject({ id, custom: {} });
    expect((await sourceRow(id))?.custom).toEqual({});
    expect(await credentials(id)).toEqual([]);
  });

  it('refuses a token for non-GitHub sources, a short token and a foreign disconnect', async () => {
    const drive = await createSource('google_drive');
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${drive}/connect`, {
        token: 'ghp_abcdefghijklmnop',
      }),
      400,
      'INVALID_TOKEN',
    );
    const gh = await createSource('github_issues');
    expectError(
      await world.alice.call('POST', `/projects/${world.projectId}/sources/${gh}/connect`, { token: 'short' }),
      400,
      'INVALID_TOKEN',
    );
    expectError(
      await world.bob.call('POST', `/projects/${world.projectId}/sources/${gh}/disconnect`),
      404,
      'NOT_FOUND',
    );
    expect((await sourceRow(gh))?.custom).toBeNull();
    expect(await credentials(drive)).toEqual([]);
  });
});
