/** "512 B", "14.2 kB", "212 MB" (decimal units, as providers report limits; no trailing ".0", as in their reasons). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** The GraphQL query the drawer's "Query in GraphQL" link opens for one document. */
export function documentQuery(documentId: string): string {
  return `query Document {\n  document(id: ${JSON.stringify(documentId)}) {\n    id\n    title\n    url\n    mimeType\n    content\n    createdAt\n  }\n}\n`;
}

/** Enhancement outputs the simulation writes into metadata when the source has them switched on. */
export const ENHANCEMENT_FIELDS = [
  { key: 'summary', label: 'Summary' },
  { key: 'entities', label: 'Entities' },
  { key: 'language', label: 'Language' },
  { key: 'keywords', label: 'Keywords' },
] as const;
