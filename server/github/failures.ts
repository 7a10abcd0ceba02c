import { githubFailure } from './client';

/** A GitHub answer that ends a run, in the words the run's error shows ("Bad credentials"). */
export class GitHubRunError extends Error {}

/** Awaits a GitHub call; a failure becomes a GitHubRunError saying what GitHub said, or `notFound` for a 404. */
export async function fromGithub<T>(call: Promise<T>, notFound: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new GitHubRunError(githubFailure(error, notFound).message);
  }
}
