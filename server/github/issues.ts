import type { Transaction } from '../db/types';
import type { RunItem } from '../runs/contentRuns';
import type { GitHubClient } from './client';
import { fromGithub } from './failures';
import type { Repository } from './repository';

export interface IssuesWalk {
  items: RunItem[];
  /** External ids of every issue listed (all of them on a full walk). */
  listed: Set<string>;
  pullRequests: number;
  /** The listing stopped at MAX_ISSUES (most recently created first): older issues are not read. */
  stopped: boolean;
}

/** An issues walk stops here, as a branch walk stops at its file limit. */
export const MAX_ISSUES = 5000;
/** Comments read per issue; a longer thread keeps its first ones. */
const MAX_COMMENTS = 1000;

interface Issue {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  html_url: string;
  updated_at: string;
  comments: number;
  user: { login: string } | null;
  labels: (string | { name?: string | null })[];
  pull_request?: unknown;
}

interface Comment {
  body?: string;
  created_at: string;
  user: { login: string } | null;
}

const externalIdOf = (issue: Pick<Issue, 'number'>) => `issues/${issue.number}`;
const labelNames = (issue: Issue) =>
  issue.labels.map((label) => (typeof label === 'string' ? label : (label.name ?? ''))).filter(Boolean);

/** The newest updated_at (GitHub's clock) among the source's indexed issues: where an update run resumes. */
export async function lastIssueUpdate(tx: Transaction, sourceId: string): Promise<string | null> {
  const { rows } = await tx.query<{ since: string | null }>(
    `select max(metadata ->> 'updatedAt') as since from public.documents where source_id = $1`,
    [sourceId],
  );
  return rows[0]?.since ?? null;
}

/** One issue with its comments as the Markdown a document holds: title, state, author, labels, body, comments. */
export function issueMarkdown(issue: Issue, comments: Comment[]): string {
  const labels = labelNames(issue);
  const lines = [
    `# ${issue.title}`,
    '',
    `State: ${issue.state} · Author: @${issue.user?.login ?? 'ghost'}${labels.length ? ` · Labels: ${labels.join(', ')}` : ''}`,
    '',
    issue.body ?? '',
  ];
  for (const comment of comments) {
    lines.push('', `## @${comment.user?.login ?? 'ghost'} commented on ${comment.created_at}`, '', comment.body ?? '');
  }
  return lines.join('\n');
}

/**
 * A repository's issues (GET …/issues?state=all, every page; only those updated since `since` when given)
 * as run items that fetch the issue's comments when read. Pull requests, which GitHub lists among issues,
 * are skipped: a branch source indexes code.
 */
export async function walkIssues(
  client: GitHubClient,
  repository: Repository,
  since: string | null,
): Promise<IssuesWalk> {
  const name = `${repository.owner}/${repository.repo}`;
  let listed = 0;
  const issues: Issue[] = await fromGithub(
    client.paginate(
      'GET /repos/{owner}/{repo}/issues',
      { ...repository, state: 'all', per_page: 100, ...(since ? { since } : {}) },
      (response, done) => {
        listed += response.data.length;
        if (listed >= MAX_ISSUES) done();
        return response.data;
      },
    ),
    `Repository ${name} not found`,
  );
  const walk: IssuesWalk = { items: [], listed: new Set(), pullRequests: 0, stopped: listed >= MAX_ISSUES };
  for (const issue of issues) {
    if (issue.pull_request) {
      walk.pullRequests += 1;
      continue;
    }
    const externalId = externalIdOf(issue);
    walk.listed.add(externalId);
    walk.items.push({
      externalId,
      load: async () => {
        let read = 0;
        const comments: Comment[] =
          issue.comments > 0
            ? await fromGithub(
                client.paginate(
                  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
                  { ...repository, issue_number: issue.number, per_page: 100 },
                  (response, done) => {
                    read += response.data.length;
                    if (read >= MAX_COMMENTS) done();
                    return response.data;
                  },
                ),
                `Issue #${issue.number} of ${name} was not found`,
              )
            : [];
        return {
          externalId,
          title: `#${issue.number} ${issue.title}`,
          contentType: 'text/markdown',
          bytes: new TextEncoder().encode(issueMarkdown(issue, comments)),
          url: issue.html_url,
          metadata: {
            repository: name,
            number: issue.number,
            state: issue.state,
            author: issue.user?.login ?? null,
            labels: labelNames(issue),
            comments: comments.length,
            updatedAt: issue.updated_at,
          },
          fileName: null,
        };
      },
    });
  }
  return walk;
}
