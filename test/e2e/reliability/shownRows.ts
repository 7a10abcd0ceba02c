import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadAllLogLines, readLogLines } from '../logLines';

/**
 * What the dashboard shows, read from the rendered page (never from app state), and the same
 * fields computed from a fresh select, so the two can be compared field by field.
 */

export interface ShownProject {
  id: string;
  name: string;
  description: string;
}

export interface ShownSource {
  id: string;
  name: string;
  status: string;
  documents: string;
}

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

/** The project cards of /projects, plus the names under "Recently deleted". */
export async function shownProjects(page: Page): Promise<{ live: ShownProject[]; deleted: string[] }> {
  const shown = await page.evaluate(() => {
    const live = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[aria-label^="Open project "]')).map(
      (card) => {
        const texts = card.querySelectorAll('p');
        return {
          id: card.pathname.split('/').pop() ?? '',
          name: texts[0]?.textContent ?? '',
          description: texts[1]?.textContent ?? '',
        };
      },
    );
    const deleted = Array.from(
      document.querySelectorAll('section[aria-labelledby="recently-deleted-title"] button[aria-label^="Restore "]'),
    ).map((button) => (button.getAttribute('aria-label') ?? '').slice('Restore '.length));
    return { live, deleted };
  });
  return { live: byId(shown.live), deleted: shown.deleted.sort() };
}

export async function selectedProjects(db: SupabaseClient): Promise<{ live: ShownProject[]; deleted: string[] }> {
  const { data, error } = await db.from('projects').select('id, name, state, settings');
  if (error) throw new Error(error.message);
  const rows = data as { id: string; name: string; state: string; settings: { description?: string } }[];
  return {
    live: byId(
      rows
        .filter((row) => row.state !== 'deleted')
        .map((row) => ({
          id: row.id,
          name: row.name,
          description: row.settings.description?.trim() || 'No description',
        })),
    ),
    deleted: rows
      .filter((row) => row.state === 'deleted')
      .map((row) => row.name)
      .sort(),
  };
}

/** The rows of a project's sources table. */
export async function shownSources(page: Page): Promise<ShownSource[]> {
  const rows = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLTableRowElement>('tr[data-source-id]')).map((row) => ({
      id: row.dataset.sourceId ?? '',
      name: row.cells[0]?.querySelector('a')?.textContent ?? '',
      status: row.cells[2]?.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
      documents: row.cells[3]?.textContent ?? '',
    })),
  );
  return byId(rows);
}

/** The churn names sources plainly (letters, digits, hyphens), so the display rule only picks a fallback. */
export async function selectedSources(db: SupabaseClient, projectId: string): Promise<ShownSource[]> {
  const { data, error } = await db
    .from('sources')
    .select('id, name, status, documents_count, custom')
    .eq('project_id', projectId);
  if (error) throw new Error(error.message);
  const rows = data as {
    id: string;
    name: string;
    status: string;
    documents_count: number;
    custom: { entrypoint?: { name?: string } } | null;
  }[];
  return byId(
    rows.map((row) => ({
      id: row.id,
      name: row.name.trim() || row.custom?.entrypoint?.name || 'Unnamed Push API source',
      status: row.status,
      documents: String(row.documents_count),
    })),
  );
}

/** The log lines on a source's logs page, as "SEVERITY message", sorted (older pages loaded, all read). */
export async function shownLogLines(page: Page): Promise<string[]> {
  await loadAllLogLines(page);
  return (await readLogLines(page)).sort();
}

export async function selectedLogLines(db: SupabaseClient, sourceId: string): Promise<string[]> {
  const { data, error } = await db.from('source_logs').select('severity, message').eq('source_id', sourceId);
  if (error) throw new Error(error.message);
  return (data as { severity: string; message: string }[]).map((row) => `${row.severity} ${row.message}`).sort();
}
