import type { DocumentNode, ExecutionResult, FieldNode, OperationDefinitionNode } from 'graphql';
import { valueFromASTUntyped } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { redactVariables } from '../requests/redact';
import type { GraphQLContext } from './schema';
import { SEARCH_FIELDS } from './search';

/** What the recorder learns about one GraphQL request while Yoga runs it. */
export interface GraphQLTrace {
  operation: string | null;
  variables: unknown;
  /** The `query` argument of a `search` or `searchResult` field, for search analytics. */
  searchQuery: string | null;
  resultCount: number | null;
  error: string | null;
}

export const newTrace = (): GraphQLTrace => ({
  operation: null,
  variables: undefined,
  searchQuery: null,
  resultCount: null,
  error: null,
});

const traceOf = (context: unknown) => (context as { trace?: GraphQLTrace }).trace;

function chosenOperation(document: DocumentNode, name: string | null | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return name ? operations.find((operation) => operation.name?.value === name) : operations[0];
}

const rootFields = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === 'Field');

/** The operation's name, or its type and root fields when anonymous: `query { project, sources }`. */
const operationLabel = (operation: OperationDefinitionNode) =>
  operation.name?.value ??
  `${operation.operation} { ${rootFields(operation)
    .map((field) => field.name.value)
    .join(', ')} }`.slice(0, 200);

/** How many things a top-level value holds: a list's length, a connection's edges, one object. */
function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') {
    const edges = (value as { edges?: unknown }).edges;
    return Array.isArray(edges) ? edges.length : 1;
  }
  return 0;
}

function countResults(result: ExecutionResult, operation: OperationDefinitionNode | undefined): number | null {
  if (!result.data || !operation) return null;
  const fields = rootFields(operation).filter((field) => !field.name.value.startsWith('__'));
  if (fields.length === 0) return null;
  const data = result.data as Record<string, unknown>;
  const search = fields.find((field) => SEARCH_FIELDS.includes(field.name.value));
  if (search) {
    const value = data[search.alias?.value ?? search.name.value];
    return countOf(search.name.value === 'search' ? value : (value as { hits?: unknown } | null)?.hits);
  }
  return fields.reduce((sum, field) => sum + countOf(data[field.alias?.value ?? field.name.value]), 0);
}

/**
 * Fills the request's trace (passed in the server context) as Yoga runs it: the operation's name (or its
 * type and root fields when anonymous), the variables masked, a search's query text, how many results
 * came back and the first error.
 */
export const recordingPlugin: Plugin<GraphQLContext> = {
  onParams({ params, context }) {
    const trace = traceOf(context);
    if (!trace) return;
    if (params.operationName) trace.operation = params.operationName;
    trace.variables = redactVariables(params.variables);
  },
  onValidate({ context, params }) {
    const trace = traceOf(context);
    // Named here too, so a request that fails validation (and never executes) still has its operation.
    const operation = chosenOperation(params.documentAST, trace?.operation);
    if (trace && operation) trace.operation ??= operationLabel(operation);
    return ({ result }) => {
      if (trace && result.length > 0) trace.error = result[0].message;
    };
  },
  onExecute({ args }) {
    const trace = traceOf(args.contextValue);
    if (!trace) return;
    const operation = chosenOperation(args.document, args.operationName);
    if (operation) {
      trace.operation ??= operationLabel(operation);
      const search = rootFields(operation).find((field) => SEARCH_FIELDS.includes(field.name.value));
      const argument = search?.arguments?.find((arg) => arg.name.value === 'query');
      if (argument) {
        const value = valueFromASTUntyped(argument.value, args.variableValues ?? undefined);
        if (typeof value === 'string') trace.searchQuery = value;
      }
    }
    return {
      onExecuteDone({ result }) {
        if (Symbol.asyncIterator in result) return;
        trace.resultCount = countResults(result, operation);
        trace.error = result.errors?.[0]?.message ?? null;
      },
    };
  },
};
