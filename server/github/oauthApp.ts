import { request } from '@octokit/request';
import { exchangeWebFlowCode, getWebFlowAuthorizationUrl } from '@octokit/oauth-methods';
import type { PlatformContext } from '../core/context';
import { ApiError } from '../core/errors';
import type { Credentials } from '../core/sourceTypes';
import { githubClient, githubFailure } from './client';

/** Read access to the repositories (private ones too) and their issues: what the two GitHub types index. */
const SCOPES = ['repo'];

/** Requests at the platform's GitHub; its OAuth pages are on the web host (github.com, or a GHE server's root). */
const githubRequest = (ctx: PlatformContext) =>
  request.defaults({ baseUrl: ctx.options.githubApiUrl.replace(/\/+$/, '') });

/** Where the browser goes to authorize the platform's GitHub OAuth App; GitHub returns it to `redirectUrl`. */
export function githubAuthorizeUrl(ctx: PlatformContext, state: string, redirectUrl: string): string {
  const app = ctx.options.githubOAuth as NonNullable<PlatformContext['options']['githubOAuth']>;
  return getWebFlowAuthorizationUrl({
    clientType: 'oauth-app',
    clientId: app.clientId,
    redirectUrl,
    state,
    scopes: SCOPES,
    request: githubRequest(ctx),
  }).url;
}

/** GitHub's code for a live token (POST /login/oauth/access_token) and the account it belongs to (GET /user). */
export async function exchangeGithubCode(
  ctx: PlatformContext,
  code: string,
  redirectUrl: string,
): Promise<Credentials> {
  const app = ctx.options.githubOAuth as NonNullable<PlatformContext['options']['githubOAuth']>;
  try {
    const { authentication } = await exchangeWebFlowCode({
      clientType: 'oauth-app',
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      code,
      redirectUrl,
      request: githubRequest(ctx),
    });
    const { data: user } = await githubClient(ctx, authentication.token).request('GET /user');
    return { tokens: { token: authentication.token }, account: user.login, live: true };
  } catch (error) {
    throw new ApiError(400, 'INVALID_OAUTH_CODE', githubFailure(error, 'GitHub does not know this OAuth App').message);
  }
}
