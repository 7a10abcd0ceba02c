import type { PlatformContext } from '../core/context';
import { ApiError } from '../core/errors';
import type { EntrypointKind, EntrypointOption } from '../core/sourceTypes';
import { githubClient, githubFailure, hasNextPage } from './client';
import { parseRepository } from './repository';

/** Options per page: GitHub's largest page, so one page is one request. */
export const OPTIONS_PER_PAGE = 100;

export interface OptionsPage {
  options: EntrypointOption[];
  /** The page to ask for next (`?page=`), or null on the last one. */
  nextPage: number | null;
}

/** A GitHub failure as the API's error envelope; never 401/403, which would end the dashboard's session. */
function apiErrorOf(error: unknown, notFound: string): ApiError {
  const failure = githubFailure(error, notFound);
  if (failure.status === 401) return new ApiError(400, 'GITHUB_BAD_CREDENTIALS', failure.message);
  if (failure.status === 404) return new ApiError(404, 'GITHUB_NOT_FOUND', failure.message);
  if (failure.status === 403 || failure.status === 429)
    return new ApiError(429, 'GITHUB_RATE_LIMITED', failure.message);
  return new ApiError(502, 'GITHUB_UNAVAILABLE', failure.message);
}

/**
 * One page of what a live GitHub token can pick: its repositories (GET /user/repos), or a repository's
 * branches (GET /repos/{owner}/{repo}/branches) when `parent` is `owner/repo`.
 */
export async function listGithubOptions(
  ctx: PlatformContext,
  token: string,
  input: { type: string; kind: EntrypointKind; parent: string | undefined; page: number },
): Promise<OptionsPage> {
  const client = githubClient(ctx, token);
  const paging = { per_page: OPTIONS_PER_PAGE, page: input.page };
  if (input.kind === 'repository') {
    if (input.parent) throw new ApiError(400, 'INVALID_PARENT', 'Repositories take no parent');
    const reply = await client
      .request('GET /user/repos', { ...paging, sort: 'full_name' })
      .catch((error: unknown) => Promise.reject(apiErrorOf(error, 'GitHub found no repositories for this token')));
    return {
      options: reply.data.map((repo) => ({
        id: repo.full_name,
        name: repo.full_name,
        kind: 'repository',
        hasChildren: input.type === 'github_branch',
      })),
      nextPage: hasNextPage(reply.headers.link) ? input.page + 1 : null,
    };
  }
  const repository = parseRepository(input.parent);
  if (input.kind !== 'branch' || !repository) {
    throw new ApiError(400, 'INVALID_PARENT', `Unknown parent "${input.parent ?? ''}" for ${input.kind} options`);
  }
  const reply = await client
    .request('GET /repos/{owner}/{repo}/branches', { ...repository, ...paging })
    .catch((error: unknown) =>
      Promise.reject(apiErrorOf(error, `Repository ${repository.owner}/${repository.repo} not found`)),
    );
  return {
    options: reply.data.map((branch) => ({ id: branch.name, name: branch.name, kind: 'branch', hasChildren: false })),
    nextPage: hasNextPage(reply.headers.link) ? input.page + 1 : null,
  };
}
