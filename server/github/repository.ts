/** GitHub's own rules for owner and repository names: letters, digits, '-', '_' and '.'. */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

export interface Repository {
  owner: string;
  repo: string;
}

/** `owner/repo` as a pair, or null when it is not one GitHub could name. */
export function parseRepository(value: string | undefined): Repository | null {
  const [owner, repo, ...rest] = (value ?? '').split('/');
  const valid = (name: string | undefined) => NAME.test(name ?? '') && !/^\.+$/.test(name ?? '');
  if (rest.length > 0 || !valid(owner) || !valid(repo)) return null;
  return { owner, repo };
}

/** The owner and repository of a GitHub source's entrypoint ({owner, repo, branch?}), when it names one. */
export function entrypointRepository(entrypoint: Record<string, unknown> | undefined): Repository | null {
  const owner = typeof entrypoint?.owner === 'string' ? entrypoint.owner : '';
  const repo = typeof entrypoint?.repo === 'string' ? entrypoint.repo : '';
  return parseRepository(`${owner}/${repo}`);
}
