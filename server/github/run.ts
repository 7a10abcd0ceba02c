import type { SourceRow } from '../core/rows';
import { typeInfo } from '../core/sourceTypes';
import { describeTally, finishContentRun, indexItems, removeMissing, type RunScope } from '../runs/contentRuns';
import { insertLogs, type LogLine } from '../runs/sourceWrites';
import { indexedBlobs, walkBranch } from './branch';
import { githubClient } from './client';
import { liveGithubToken } from './credentials';
import { GitHubRunError } from './failures';
import { lastIssueUpdate, MAX_ISSUES, walkIssues } from './issues';
import { entrypointRepository } from './repository';

type Kind = 'init' | 'update' | 'rebuild';

/**
 * Indexes a GitHub source with its live token: a branch's text files, or a repository's issues with their
 * comments, through the same parsing and chunking as pushed documents. GitHub's refusals (bad credentials,
 * repository not found, rate limits beyond the retries) fail the run with GitHub's words; rate-limit
 * waits are logged as they happen.
 */
export async function runGithubIndexing(scope: RunScope, source: SourceRow, kind: Kind): Promise<void> {
  const { ctx } = scope;
  const token = await liveGithubToken(ctx.db, source.id);
  const repository = entrypointRepository(source.custom?.entrypoint);
  if (!token) {
    await finishContentRun(
      scope,
      '',
      `${typeInfo(source.type).label} revoked access to the account; reconnect the source`,
    );
    return;
  }
  if (!repository) {
    await finishContentRun(scope, '', 'Choose a repository first');
    return;
  }
  const client = githubClient(ctx, token, {
    onWait: (message) => ctx.asService((tx) => insertLogs(tx, source, [{ severity: 'WARNING', message }], scope.runId)),
    signal: scope.signal ?? new AbortController().signal,
  });
  try {
    if (source.type === 'github_branch') {
      const entry = source.custom?.entrypoint as { branch?: unknown } | undefined;
      const branch = typeof entry?.branch === 'string' && entry.branch ? entry.branch : 'main';
      const known = await ctx.asService((tx) => indexedBlobs(tx, source.id));
      const walk = await walkBranch(client, repository, branch, known, kind === 'rebuild');
      const tally = await indexItems(scope, walk.items, { keepOriginals: false, force: kind === 'rebuild' });
      const removed = await removeMissing(scope, walk.keep);
      const skipped: LogLine[] = walk.skipped.map((message) => ({ severity: 'WARNING', message }));
      const read: LogLine = {
        severity: 'INFO',
        message: `Read ${repository.owner}/${repository.repo}@${branch} at commit ${walk.commit}`,
        details: { commit: walk.commit, branch },
      };
      await finishContentRun(
        scope,
        `Indexed commit ${walk.commit.slice(0, 7)}: ${describeTally({ ...tally, unchanged: tally.unchanged + walk.unchanged })}, ${removed} removed`,
        tally.stopped,
        [read, ...skipped],
      );
      return;
    }
    const since = kind === 'update' ? await ctx.asService((tx) => lastIssueUpdate(tx, source.id)) : null;
    const walk = await walkIssues(client, repository, since);
    const tally = await indexItems(scope, walk.items, { keepOriginals: false, force: kind === 'rebuild' });
    // Only a full listing shows which issues are gone; an update sees just the changed ones.
    const removed = since || walk.stopped ? 0 : await removeMissing(scope, walk.listed);
    const lines: LogLine[] = [
      ...(since ? [{ severity: 'INFO' as const, message: `Asked GitHub for issues updated since ${since}` }] : []),
      ...(walk.stopped
        ? [{ severity: 'WARNING' as const, message: `Stopped at ${MAX_ISSUES} issues; older ones are not read` }]
        : []),
      ...(walk.pullRequests > 0
        ? [
            {
              severity: 'INFO' as const,
              message: `Skipped ${walk.pullRequests} pull requests: issues sources index issues only`,
            },
          ]
        : []),
    ];
    await finishContentRun(
      scope,
      `Indexed issues of ${repository.owner}/${repository.repo}: ${describeTally(tally)}, ${removed} removed`,
      tally.stopped,
      lines,
    );
  } catch (error) {
    if (!(error instanceof GitHubRunError)) throw error;
    await finishContentRun(scope, '', error.message);
  }
}
