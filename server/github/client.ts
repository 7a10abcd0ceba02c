import { Octokit } from '@octokit/core';
import { paginateRest } from '@octokit/plugin-paginate-rest';
import { throttling } from '@octokit/plugin-throttling';
import type { PlatformContext } from '../core/context';

const GitHub = Octokit.plugin(paginateRest, throttling);
export type GitHubClient = InstanceType<typeof GitHub>;

export const GITHUB_API_VERSION = '2022-11-28';
/** Retries of one request after a rate limit; beyond them the run fails with GitHub's answer. */
const MAX_RATE_LIMIT_RETRIES = 3;

/** How a run's client waits out rate limits: it reports each wait, and stops when the run is cancelled. */
export interface RunWaits {
  onWait(message: string): void | Promise<void>;
  signal: AbortSignal;
}

/**
 * A GitHub REST client for one token at the platform's GITHUB_API_URL. A run's client (given `waits`) waits
 * out rate limits as Retry-After or X-RateLimit-Reset say and reports each wait; a dashboard request's
 * client answers at once instead, so no API call hangs for the length of a rate-limit window.
 */
export function githubClient(ctx: PlatformContext, token: string, waits?: RunWaits): GitHubClient {
  const limited =
    (kind: string) => async (retryAfter: number, _options: unknown, _octokit: unknown, retries: number) => {
      if (!waits || waits.signal.aborted || retries >= MAX_RATE_LIMIT_RETRIES) return false;
      await waits.onWait(`GitHub ${kind} reached: waiting ${retryAfter} s before trying again`);
      return true;
    };
  const client = new GitHub({
    baseUrl: ctx.options.githubApiUrl.replace(/\/+$/, ''),
    userAgent: 'beta-dashboard-local-platform',
    request: waits ? { signal: waits.signal } : {},
    throttle: {
      onRateLimit: limited('rate limit'),
      onSecondaryRateLimit: limited('secondary rate limit'),
      // Waits scale with --speed like every other wait of the platform, so tests need no long sleeps.
      retryAfterBaseValue: ctx.delay(1000),
    },
  });
  client.hook.before('request', (options) => {
    options.headers.authorization = `Bearer ${token}`;
    options.headers.accept = 'application/vnd.github+json';
    options.headers['x-github-api-version'] = GITHUB_API_VERSION;
  });
  return client;
}

/** What GitHub answered, in words a run's error or an API error can show. */
export interface GitHubFailure {
  status: number | null;
  message: string;
}

/** GitHub's own message for an HTTP error ("Bad credentials"), or why GitHub could not be reached. */
export function githubFailure(error: unknown, notFound: string): GitHubFailure {
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number' && status > 0) {
    if (status === 404) return { status, message: notFound };
    // REST errors say it in `message`; the OAuth token exchange in `error_description`.
    const data = (error as { response?: { data?: { message?: unknown; error_description?: unknown } } }).response?.data;
    const said = [data?.message, data?.error_description].find((text) => typeof text === 'string') as
      string | undefined;
    return { status, message: said ?? `GitHub answered ${status}` };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return { status: null, message: `GitHub could not be reached: ${reason}` };
}

/** Whether GitHub's answer has another page after this one (its Link header names rel="next"). */
export const hasNextPage = (link: string | undefined) => /rel="next"/.test(link ?? '');
