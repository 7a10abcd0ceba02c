import type { Claims } from '../core/context';
import { parseChangeFilter, type ChangeFilter } from './realtimeFilters';
import type { Column } from './schemaCache';

/** One postgres_changes binding of a joined channel, with the integer id echoed to the client. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table: string | null;
  filters: ChangeFilter[];
}

/** A joined channel of one socket: its topic, latest join_ref, subscriber claims and bindings. */
export interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
let nextBindingId = 1;

/**
 * Validates the join's postgres_changes config and returns the bindings plus the reply entries: each
 * requested entry echoed verbatim, in order, with an integer id (the client matches them strictly).
 */
export function bindChanges(
  requested: unknown,
  tables: Map<string, Column[]>,
): { bindings: Binding[]; reply: Array<Record<string, unknown>> } {
  const entries = Array.isArray(requested) ? requested : [];
  const bindings: Binding[] = [];
  const reply: Array<Record<string, unknown>> = [];
  for (const raw of entries) {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const event = typeof entry.event === 'string' ? entry.event.toUpperCase() : '';
    const schema = typeof entry.schema === 'string' ? entry.schema : '';
    const table = typeof entry.table === 'string' && entry.table !== '*' ? entry.table : null;
    if (!EVENTS.has(event)) throw new Error(`Invalid postgres_changes event: ${String(entry.event)}`);
    if (schema !== 'public') throw new Error(`Unable to subscribe to changes in schema "${schema}"`);
    if (table !== null && !tables.has(table)) throw new Error(`Unable to subscribe to changes of table "${table}"`);
    const filters = parseChangeFilter(typeof entry.filter === 'string' ? entry.filter : null);
    const columns = table ? tables.get(table)! : [];
    for (const filter of filters) {
      if (!columns.some((c) => c.name === filter.column)) {
        throw new Error(`Invalid filter: column "${filter.column}" does not exist on "${table ?? '*'}"`);
      }
    }
    const id = nextBindingId++;
    bindings.push({ id, event, schema, table, filters });
    reply.push({ ...entry, id });
  }
  return { bindings, reply };
}

export function bindingWants(binding: Binding, schema: string, table: string, type: string): boolean {
  return (
    binding.schema === schema &&
    (binding.table === null || binding.table === table) &&
    (binding.event === '*' || binding.event === type)
  );
}
