import { Hono } from 'hono';
import type { ValidationContext } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import type { PlatformContext } from '../context';
import { resolveAccess } from './access';
import { limitPlugins, searchLimit, suggestionsSwitch } from './limits';
import { createLoaders } from './loaders';
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
  const yoga = createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: ENDPOINT,
    plugins: [...limitPlugins, searchLimit, introspectionSwitch, suggestionsSwitch],
    graphiql: false,
    landingPage: false,
    // The platform's CORS middleware already answers for every path.
    cors: false,
    logging: false,
  });

  const app = new Hono();
  app.on(['GET', 'POST'], '/', async (c) => {
    const projectId = c.req.param('projectId') ?? '';
    const access = await resolveAccess(ctx, c, projectId);
    if (!access.ok) {
      return c.json({ errors: [{ message: access.message, extensions: { code: access.code } }] }, access.status);
    }
    const introspection = access.project.settings.features?.graphqlIntrospection !== false;
    const loaders = createLoaders(ctx, access.claims);
    return yoga.fetch(c.req.raw, { ctx, claims: access.claims, project: access.project, introspection, loaders });
  });
  return app;
}
