import { Hono } from 'hono';
import type { ValidationContext } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { OUTAGE_RETRY_AFTER_S } from '../core/databaseErrors';
import { DatabaseUnavailable, InsufficientStorage } from '../db/failures';
import type { PlatformContext } from '../core/context';
import { resolveAccess } from './access';
import { limitPlugins, searchLimit, suggestionsSwitch } from './limits';
import { createLoaders } from './loaders';
import { newTrace, recordingPlugin, type GraphQLTrace } from './recording';
import { apiKeyHashOf, requestDetail } from '../requests/middleware';
import { schema, type GraphQLContext } from './schema';

const ENDPOINT = '/graphql/v1/projects/:projectId';

// Like graphql's NoSchemaIntrospectionCustomRule, but raising Yoga's own GraphQLError class: with two
// copies of graphql loaded (ESM and CJS) an error from the other copy would be masked as "Unexpected error".
const noIntrospection = (context: ValidationContext) => ({
  Field(node: { name: { value: string } }) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError('GraphQL introspection is disabled for this project', {
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    }
  },
});

// Introspection is a per-project setting (settings.features.graphqlIntrospection).
const introspectionSwitch: Plugin<GraphQLContext> = {
  onValidate({ context, addValidationRule }) {
    if (!context.introspection) addValidationRule(noIntrospection);
  },
};

/** Per-project GraphQL (mounted at /graphql/v1/projects/:projectId), authorised before Yoga runs. */
export function graphqlRoutes(ctx: PlatformContext): Hono {
  // The server context passed to yoga.fetch becomes the GraphQL context.
  const yoga = createYoga<GraphQLContext & { trace?: GraphQLTrace }>({
    schema,
    graphqlEndpoint: ENDPOINT,
    plugins: [...limitPlugins, searchLimit, introspectionSwitch, suggestionsSwitch, recordingPlugin],
    graphiql: false,
    landingPage: false,
    // The platform's CORS middleware already answers for every path.
    cors: false,
    logging: false,
    // A resolver that met a database outage or a full disk says so (503/507), as every other route does.
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const cause = (error as { originalError?: unknown }).originalError;
        if (!(cause instanceof DatabaseUnavailable || cause instanceof InsufficientStorage)) {
          return maskError(error, message, isDev);
        }
        const unavailable = cause instanceof DatabaseUnavailable;
        return createGraphQLError(cause.message, {
          extensions: {
            code: unavailable ? 'DATABASE_UNAVAILABLE' : 'INSUFFICIENT_STORAGE',
            http: unavailable
              ? { status: 503, headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_S) } }
              : { status: 507 },
          },
        });
      },
    },
  });

  const app = new Hono();
  app.on(['GET', 'POST'], '/', async (c) => {
    const started = performance.now();
    const projectId = c.req.param('projectId') ?? '';
    const access = await resolveAccess(ctx, c, projectId);
    if (!access.ok) {
      // Refused requests are the project's traffic too (a wrong key is what a developer debugs here).
      ctx.requestLog.record({
        projectId,
        apiKeyHash: apiKeyHashOf(c),
        kind: 'graphql',
        status: access.status,
        durationMs: performance.now() - started,
        error: access.message,
        detail: requestDetail(c),
      });
      return c.json({ errors: [{ message: access.message, extensions: { code: access.code } }] }, access.status);
    }
    const introspection = access.project.settings.features?.graphqlIntrospection !== false;
    const loaders = createLoaders(ctx, access.claims);
    const trace = newTrace();
    const { project, claims } = access;
    const response = await yoga.fetch(c.req.raw, { ctx, claims, project, introspection, loaders, trace });
    ctx.requestLog.record({
      projectId,
      ownerId: project.owner_id,
      apiKeyId: access.apiKeyId,
      kind: 'graphql',
      operation: trace.operation,
      status: response.status,
      durationMs: performance.now() - started,
      resultCount: trace.resultCount,
      error: trace.error,
      query: trace.searchQuery,
      detail: { ...requestDetail(c), ...(trace.variables === undefined ? {} : { variables: trace.variables }) },
    });
    return response;
  });
  return app;
}
