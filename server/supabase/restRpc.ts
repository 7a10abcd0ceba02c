import type { Transaction } from '../db/types';
import { RestError } from './restErrors';
import { quoteIdent } from './schemaCache';

interface FunctionRow {
  arg_names: string[] | null;
  arg_modes: string[] | null;
  nargs: number;
  ndefaults: number;
  returns_set: boolean;
  returns_void: boolean;
}

/** A function call answer: JSON text, or null for a void function (204). */
export type RpcResult = { body: string } | null;

/**
 * Calls public.<fn> with named arguments as PostgREST does: the overload whose input names cover the
 * given keys (missing ones must have defaults). Values are parameters; names are checked identifiers.
 */
export async function callFunction(tx: Transaction, fn: string, args: Record<string, unknown>): Promise<RpcResult> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proargnames as arg_names, p.proargmodes::text[] as arg_modes, p.pronargs as nargs,
            p.pronargdefaults as ndefaults, p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [fn],
  );
  const keys = Object.keys(args);
  const match = rows.find((row) => {
    const names = inputNames(row);
    const missing = names.filter((name) => !keys.includes(name)).length;
    return keys.every((key) => names.includes(key)) && missing <= row.ndefaults;
  });
  if (!match) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${fn}(${keys.join(', ')}) in the schema cache`,
      `Searched for the function public.${fn} with parameters ${keys.join(', ') || 'none'}`,
    );
  }
  const params = keys.map((key) => toParam(args[key]));
  const call = `public.${quoteIdent(fn)}(${keys.map((key, i) => `${quoteIdent(key)} => $${i + 1}`).join(', ')})`;
  if (match.returns_void) {
    await tx.query(`select ${call}`, params);
    return null;
  }
  // For a set of scalars `r` is the value, for a set of rows the whole row: json_agg gives PostgREST's shape.
  const sql = match.returns_set
    ? `select coalesce(json_agg(r), '[]'::json)::text as body from ${call} r`
    : `select coalesce(to_json(${call}), 'null'::json)::text as body`;
  const result = await tx.query<{ body: string }>(sql, params);
  return { body: result.rows[0].body };
}

function inputNames(row: FunctionRow): string[] {
  const names = row.arg_names ?? [];
  const modes = row.arg_modes;
  return names.filter((_, i) => !modes || modes[i] === 'i' || modes[i] === 'b' || modes[i] === 'v');
}

/** JSON values go to Postgres as text input; objects and arrays as JSON text (for json/jsonb args). */
function toParam(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
