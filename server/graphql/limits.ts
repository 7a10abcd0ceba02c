import type { ValidationContext, GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { GraphQLContext } from './schema';
import { SEARCH_FIELDS } from './search';

/**
 * What one request may ask for, in graphql-armor's units. The deepest legitimate query is GraphiQL's
 * introspection (21 levels; introspection's types are cyclic, so depth counts there too). A documents page
 * with the original fields of its nodes and sources costs about 8,800, so five such pages fit in one request;
 * with the outcome and enhancement fields too, about 12,900 (three fit).
 */
export const GRAPHQL_LIMITS = { tokens: 2000, depth: 21, aliases: 15, cost: 50_000, searches: 3 } as const;

// graphql-armor raises errors of the graphql copy it loads (CJS); Yoga masks errors of another copy as
// "Unexpected error", so each rejection is re-raised as Yoga's own error with a code clients can read.
const reject = (context: ValidationContext | null, error: GraphQLError) => {
  const refused = createGraphQLError(error.message, { extensions: { code: 'QUERY_TOO_COMPLEX' } });
  if (!context) throw refused;
  context.reportError(refused);
};
const onRejection = { onReject: [reject], propagateOnRejection: false };

/** graphql-armor's limits on tokens, depth, aliases and cost; checked before anything runs. */
export const limitPlugins: Array<Plugin<GraphQLContext>> = [
  maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens, ...onRejection }),
  maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: false, ...onRejection }),
  maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, ...onRejection }),
  costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost, ...onRejection }),
];

/**
 * Each `search` (or `searchResult`) embeds its query and scans the project's chunks, far more than the field cost above
 * counts for; aliases could otherwise repeat it fifteen times in one request.
 */
const searchCount = (context: ValidationContext) => {
  let count = 0;
  return {
    Field(node: { name: { value: string } }) {
      if (!SEARCH_FIELDS.includes(node.name.value) || context.getParentType()?.name !== 'Query') return;
      count += 1;
      if (count === GRAPHQL_LIMITS.searches + 1) {
        reject(context, createGraphQLError(`At most ${GRAPHQL_LIMITS.searches} searches per request`));
      }
    },
  };
};

export const searchLimit: Plugin<GraphQLContext> = {
  onValidate({ addValidationRule }) {
    addValidationRule(searchCount);
  },
};

const blockSuggestions = blockFieldSuggestionsPlugin<GraphQLContext>();

/** "Did you mean …?" would reveal the schema that disabled introspection hides, so it goes with it. */
export const suggestionsSwitch: Plugin<GraphQLContext> = {
  onValidate(payload) {
    if (!payload.context.introspection) return blockSuggestions.onValidate?.(payload);
  },
};
