import { describe, expect, it, vi } from 'vitest';
import { filterItems, matchScore, pageItems, type PaletteItem } from '@/shell/palette/paletteItems';

const item = (label: string, extra: Partial<PaletteItem> = {}): PaletteItem => ({
  id: label,
  group: 'Pages',
  label,
  run: () => undefined,
  ...extra,
});

describe('matchScore', () => {
  it('needs every word somewhere in the label, description or keywords', () => {
    expect(matchScore(item('Team handbook · Logs'), 'handbook logs')).toBeGreaterThan(0);
    expect(matchScore(item('Team handbook'), 'handbook logs')).toBe(0);
    expect(matchScore(item('Developer settings', { keywords: 'api keys webhooks' }), 'webhooks')).toBeGreaterThan(0);
    expect(matchScore(item('Billing', { description: 'Acme' }), 'acme')).toBeGreaterThan(0);
  });

  it('ranks a label that starts with the query above word starts, and those above inner matches', () => {
    const start = matchScore(item('Handbook mirror'), 'hand');
    const wordStart = matchScore(item('Team handbook'), 'hand');
    const inner = matchScore(item('Secondhand notes'), 'hand');
    expect(start).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(inner);
    expect(inner).toBeGreaterThan(0);
  });

  it('keeps what the server matched (documents) and everything for an empty query', () => {
    expect(matchScore(item('Airship field notes', { matchedRemotely: true }), 'zeppelin')).toBeGreaterThan(0);
    expect(matchScore(item('Anything'), '   ')).toBeGreaterThan(0);
  });
});

describe('filterItems', () => {
  it('orders by score, keeps the given order within a score, and limits', () => {
    const items = [item('Secondhand'), item('Team handbook'), item('Handbook'), item('Other'), item('Hand tools')];
    expect(filterItems(items, 'hand', 3).map((i) => i.label)).toEqual(['Handbook', 'Hand tools', 'Team handbook']);
  });
});

describe('pageItems', () => {
  const go = vi.fn();
  const labels = (scope: Parameters<typeof pageItems>[0]) => pageItems(scope, go).map((i) => i.label);

  it('lists the account pages everywhere, a project’s pages in a project, a source’s in a source', () => {
    const none = { projectId: null, projectName: null, sourceId: null, sourceName: null };
    expect(labels(none)).toEqual(['Projects', 'Account settings', 'Admin keys', 'Subscription', 'Billing']);
    const project = labels({ ...none, projectId: 'p1', projectName: 'Acme' });
    expect(project).toContain('Developer settings');
    expect(project).not.toContain('Source logs');
    const source = pageItems({ projectId: 'p1', projectName: 'Acme', sourceId: 's1', sourceName: 'Docs' }, go);
    const logs = source.find((i) => i.label === 'Source logs')!;
    expect(logs.path).toBe('/projects/p1/sources/s1/logs');
    expect(logs.description).toBe('Docs');
    logs.run();
    expect(go).toHaveBeenCalledWith('/projects/p1/sources/s1/logs');
  });
});
