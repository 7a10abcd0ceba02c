import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server/platform';
import { startTestPlatform } from './helpers/platform';
import { apiUser, dataOf, expectError, type ApiUser } from './api/apiClient';
import { GitRepo } from '../fixtures/github/gitRepo';
import { startGitHubStandIn, type GitHubStandIn, type StandInIssue } from '../fixtures/github/standIn';

const TOKEN = 'ghp_standInToken0123456789abcdefghijkl';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const issues: StandInIssue[] = [
  {
    number: 1,
    title: 'Search misses umlauts',
    body: 'Searching for Grüße finds nothing.',
    state: 'open',
    author: 'octo',
    labels: ['bug'],
    updatedAt: '2026-01-01T10:00:00Z',
    comments: [{ author: 'hubot', body: 'Reproduced with the quokka dataset.', createdAt: '2026-01-02T10:00:00Z' }],
  },
  {
    number: 2,
    title: 'Add a dark theme',
    body: 'Please.',
    state: 'closed',
    author: 'mona',
    labels: [],
    updatedAt: '2026-01-03T10:00:00Z',
    comments: [],
  },
  {
    number: 3,
    title: 'Fix the build',
    body: 'A pull request.',
    state: 'open',
    author: 'mona',
    labels: [],
    updatedAt: '2026-01-04T10:00:00Z',
    comments: [],
    pullRequest: true,
  },
];

// Generous: a first run on a busy machine also starts the parsing workers.
describe('GitHub sources read GitHub through its REST API', { timeout: 120_000 }, () => {
  const repo = new GitRepo();
  let github: GitHubStandIn;
  let platform: Platform;
  let alice: ApiUser;
  let projectId: string;

  beforeAll(async () => {
    repo.commit({
      'README.md': '# Handbook\n\nThe lighthouse keeper writes every night.',
      'docs/guide.txt': 'Guide: the walrus protocol explains onboarding.',
      'src/app.ts': 'export const greeting = "zephyr breeze";\n',
      'docs/old.md': 'This page will be deleted soon: obsolete pelican notes.',
      'logo.png': PNG,
      'tools/probe': new Uint8Array([1, 2, 0, 3, 4]),
    });
    repo.commit({ 'notes.md': 'Only on develop.' }, 'develop');
    repo.git('checkout', '--quiet', 'main');
    github = await startGitHubStandIn({
      tokens: new Set([TOKEN]),
      login: 'alice',
      repositories: {
        'acme/handbook': { git: repo, issues },
        ...Object.fromEntries(
          Array.from({ length: 120 }, (_, i) => [`acme/repo-${String(i).padStart(3, '0')}`, { git: repo, issues: [] }]),
        ),
      },
      validate: true,
    });
    platform = await startTestPlatform({ githubApiUrl: github.url });
    alice = await apiUser(platform, 'Alice');
    projectId = dataOf(await alice.call<{ id: string }>('POST', '/projects', { name: 'GitHub' }), 201).id;
  });
  afterAll(async () => {
    await alice.client.removeAllChannels();
    await platform.close();
    await github.close();
    repo.remove();
  });

  async function githubSource(type: 'github_branch' | 'github_issues', token = TOKEN) {
    const id = dataOf(
      await alice.call<{ id: string }>('POST', `/projects/${projectId}/sources`, { provider: type }),
      201,
    ).id;
    dataOf(await alice.call('POST', `/projects/${projectId}/sources/${id}/connect`, { token }));
    return id;
  }

  async function index(sourceId: string, kind: 'init' | 'update' | 'rebuild') {
    dataOf(await alice.call('POST', `/projects/${projectId}/sources/${sourceId}/indexing/${kind}`));
    let run: { id: string; status: string; error: string | null } | undefined;
    await expect
      .poll(
        async () => {
          const { data } = await alice.client
            .from('indexing_runs')
            .select('id, status, error, started_at')
            .eq('source_id', sourceId)
            .order('started_at', { ascending: false })
            .limit(1);
          run = data?.[0];
          return run?.status;
        },
        // The machine may be busy: a first run starts the parsing workers too.
        { timeout: 60_000 },
      )
      .toMatch(/SUCCEEDED|FAILED/);
    return run!;
  }

  async function docs(sourceId: string) {
    const { data } = await alice.client
      .from('documents')
      .select('external_id, status, content, title, url, metadata')
      .eq('source_id', sourceId);
    return Object.fromEntries((data ?? []).map((d) => [d.external_id as string, d]));
  }

  async function logs(runId: string) {
    const { data } = await alice.client.from('source_logs').select('severity, message').eq('run_id', runId);
    return (data ?? []).map((line) => `${line.severity} ${line.message}`);
  }

  const search = async (q: string) =>
    dataOf(
      await alice.call<{ hits: { document: { title: string; url: string } }[] }>(
        'GET',
        `/projects/${projectId}/search?q=${encodeURIComponent(q)}&mode=keyword`,
      ),
    ).hits;

  const blobFetches = () => github.requests.filter((line) => line.includes('/git/blobs/'));

  it("lists the token's repositories a page at a time and a repository's branches", async () => {
    const id = await githubSource('github_branch');
    const list = (kind: string, query = '') =>
      alice.call<{ options: { id: string; hasChildren: boolean }[]; nextPage: number | null }>(
        'GET',
        `/projects/${projectId}/sources/${id}/list-entry-point-options/${kind}${query}`,
      );
    const first = dataOf(await list('repository'));
    expect(first.options).toHaveLength(100);
    expect(first.options[0]).toEqual({
      id: 'acme/handbook',
      name: 'acme/handbook',
      kind: 'repository',
      hasChildren: true,
    });
    expect(first.nextPage).toBe(2);
    const second = dataOf(await list('repository', '?page=2'));
    expect(second.options.map((o) => o.id)).toContain('acme/repo-119');
    expect(second.nextPage).toBeNull();
    const branches = dataOf(await list('branch', '?parent=acme/handbook'));
    expect(branches.options.map((o) => o.id).sort()).toEqual(['develop', 'main']);
    expectError(await list('branch', '?parent=acme/missing'), 404, 'GITHUB_NOT_FOUND');
    expectError(await list('branch', '?parent=..%2Fetc'), 400, 'INVALID_PARENT');
    expectError(await list('repository', '?page=0'), 400, 'INVALID_PAGE');
    // A dashboard request never waits out a rate limit: it says so at once.
    github.rateLimitNext({ kind: 'secondary', retryAfter: 60 });
    expectError(await list('repository'), 429, 'GITHUB_RATE_LIMITED');
    expect(github.problems).toEqual([]);
  });

  it('indexes exactly the text files of a branch, linked to GitHub, and updates only changed blobs', async () => {
    const id = await githubSource('github_branch');
    dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}/set-entry-point/branch`, {
        owner: 'acme',
        repo: 'handbook',
        branch: 'main',
      }),
    );
    const head = repo.resolve('main') as string;
    const run = await index(id, 'init');
    expect(run).toMatchObject({ status: 'SUCCEEDED', error: null });
    const indexed = await docs(id);
    expect(Object.keys(indexed).sort()).toEqual(['README.md', 'docs/guide.txt', 'docs/old.md', 'src/app.ts']);
    expect(Object.values(indexed).every((d) => d.status === 'INDEXED')).toBe(true);
    expect(indexed['docs/guide.txt'].url).toBe('https://github.example/acme/handbook/blob/main/docs/guide.txt');
    expect(indexed['README.md'].metadata).toMatchObject({ commit: head, repository: 'acme/handbook', branch: 'main' });
    const lines = await logs(run.id);
    expect(lines).toContain(`INFO Read acme/handbook@main at commit ${head}`);
    expect(lines).toContain('WARNING Skipped logo.png: binary file');
    expect(lines).toContain('WARNING Skipped tools/probe: binary file');
    expect((await search('walrus')).map((hit) => hit.document.title)).toEqual(['docs/guide.txt']);

    repo.commit({
      'docs/guide.txt': 'Guide: the narwhal protocol replaced the old one.',
      'docs/old.md': null,
      'docs/new.md': '# New\n\nFresh albatross notes.',
    });
    const before = blobFetches().length;
    const update = await index(id, 'update');
    expect(update).toMatchObject({ status: 'SUCCEEDED', error: null });
    const fetched = blobFetches().slice(before);
    const changed = [repo.resolve('main:docs/guide.txt'), repo.resolve('main:docs/new.md')];
    // tools/probe has no extension that marks it binary, so it is read (and skipped) again.
    expect(fetched.map((line) => line.split('/').pop()).sort()).toEqual(
      [...changed, repo.resolve('main:tools/probe')].sort(),
    );
    const after = await docs(id);
    expect(Object.keys(after).sort()).toEqual(['README.md', 'docs/guide.txt', 'docs/new.md', 'src/app.ts']);
    expect(after['docs/guide.txt'].content).toContain('narwhal');
    expect(await search('walrus')).toEqual([]);
    expect((await search('albatross')).map((hit) => hit.document.url)).toEqual([
      'https://github.example/acme/handbook/blob/main/docs/new.md',
    ]);
    expect(github.problems).toEqual([]);
  });

  it('indexes each issue with its comments as one document, skips pull requests and updates with since', async () => {
    const id = await githubSource('github_issues');
    dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}/set-entry-point/repository`, {
        owner: 'acme',
        repo: 'handbook',
      }),
    );
    const run = await index(id, 'init');
    expect(run).toMatchObject({ status: 'SUCCEEDED', error: null });
    const indexed = await docs(id);
    expect(Object.keys(indexed).sort()).toEqual(['issues/1', 'issues/2']);
    expect(indexed['issues/1']).toMatchObject({
      title: '#1 Search misses umlauts',
      url: 'https://github.example/acme/handbook/issues/1',
      metadata: { state: 'open', author: 'octo', labels: ['bug'], comments: 1 },
    });
    expect(indexed['issues/1'].content).toContain('Reproduced with the quokka dataset.');
    expect(await logs(run.id)).toContain('INFO Skipped 1 pull requests: issues sources index issues only');
    expect((await search('quokka')).map((hit) => hit.document.title)).toEqual(['#1 Search misses umlauts']);

    issues[1].comments.push({
      author: 'octo',
      body: 'Shipped with the capybara release.',
      createdAt: '2026-02-01T10:00:00Z',
    });
    issues[1].updatedAt = '2026-02-01T10:00:00Z';
    const before = github.requests.length;
    expect(await index(id, 'update')).toMatchObject({ status: 'SUCCEEDED', error: null });
    const asked = github.requests.slice(before).filter((line) => line.startsWith('GET /repos/acme/handbook/issues?'));
    expect(asked).toHaveLength(1);
    expect(new URL(`http://x${asked[0].slice(4)}`).searchParams.get('since')).toBe('2026-01-03T10:00:00Z');
    expect((await search('capybara')).map((hit) => hit.document.title)).toEqual(['#2 Add a dark theme']);
    expect(github.problems).toEqual([]);
  });

  it("fails the run with GitHub's message and no documents when the token is wrong", async () => {
    const id = await githubSource('github_branch', 'ghp_wrongToken');
    dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}/set-entry-point/branch`, {
        owner: 'acme',
        repo: 'handbook',
        branch: 'main',
      }),
    );
    const run = await index(id, 'init');
    expect(run).toMatchObject({ status: 'FAILED', error: 'Bad credentials' });
    expect(await docs(id)).toEqual({});
    expect(await logs(run.id)).toContain('ERROR Indexing failed: Bad credentials');
    const listed = await alice.call('GET', `/projects/${projectId}/sources/${id}/list-entry-point-options/repository`);
    expectError(listed, 400, 'GITHUB_BAD_CREDENTIALS');
  });

  it('says which repository was not found', async () => {
    const id = await githubSource('github_issues');
    dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}/set-entry-point/repository`, {
        owner: 'acme',
        repo: 'gone',
      }),
    );
    const run = await index(id, 'init');
    expect(run).toMatchObject({ status: 'FAILED', error: 'Repository acme/gone not found' });
    expect(await docs(id)).toEqual({});
  });

  it('waits out rate limits as Retry-After and X-RateLimit-Reset say, and logs the waits', async () => {
    const id = await githubSource('github_issues');
    dataOf(
      await alice.call('PATCH', `/projects/${projectId}/sources/${id}/set-entry-point/repository`, {
        owner: 'acme',
        repo: 'handbook',
      }),
    );
    github.rateLimitNext({ kind: 'secondary', retryAfter: 1 });
    github.rateLimitNext({ kind: 'primary', resetInSeconds: 0 });
    const run = await index(id, 'init');
    expect(run).toMatchObject({ status: 'SUCCEEDED', error: null });
    const lines = await logs(run.id);
    expect(lines).toContain('WARNING GitHub secondary rate limit reached: waiting 1 s before trying again');
    expect(
      lines.some((line) => /^WARNING GitHub rate limit reached: waiting \d+ s before trying again$/.test(line)),
    ).toBe(true);
    expect(Object.keys(await docs(id)).sort()).toEqual(['issues/1', 'issues/2']);
  });
});
