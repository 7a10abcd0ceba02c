import { sourceTypeLabel } from './sourceTypes';
import type { Source } from './types';

// Anything but a letter, digit, hyphen, underscore or whitespace becomes a hyphen.
const DISALLOWED = /[^\p{L}\p{N}\-_\s]/gu;

export function sanitizeSourceName(value: string): string {
  return value.replace(DISALLOWED, '-');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The name an entrypoint gives a source, per the spec's entrypoint shapes. */
export function entrypointName(type: string, entrypoint: Record<string, unknown> | undefined): string {
  if (!entrypoint) return '';
  switch (type) {
    case 'google_calendar':
      return text(entrypoint.summary) || text(entrypoint.id);
    case 'github_issues':
    case 'github_branch': {
      const owner = text(entrypoint.owner);
      const repo = text(entrypoint.repo);
      if (!owner && !repo) return '';
      const repository = `${owner}/${repo}`;
      if (type === 'github_issues') return repository;
      return `${repository}@${text(entrypoint.branch) || 'main'}`;
    }
    default:
      return text(entrypoint.name);
  }
}

/** What lists, headings and breadcrumbs call a source. */
export function sourceDisplayName(source: Pick<Source, 'name' | 'type' | 'custom'>): string {
  const raw = source.name.trim() || entrypointName(source.type, source.custom?.entrypoint).trim();
  return raw ? sanitizeSourceName(raw) : `Unnamed ${sourceTypeLabel(source.type)} source`;
}
