import { Hono } from 'hono';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { PlatformContext } from '../context';
import { resolveAccess } from './access';
import { schema, type GraphQLContext } from './schema';

const ENDPOINT = '/graphql/v1/projects/:projectId';

// Introspection is a per-project setting (settings.features.graphqlIntrospection).
const introspectionSwitch: Plugin<GraphQLContext> = {
  onValidate({ context, addValidationRule }) {
    if (!context.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Per-project GraphQL (mounted at /graphql/v1/projects/:projectId), authorised before Yoga runs. */
export function graphqlRoutes(ctx: PlatformContext): Hono {
  // The server context passed to yoga.fetch becomes the GraphQL context.
  const yoga = createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: ENDPOINT,
    plugins: [introspectionSwitch],
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
    return yoga.fetch(c.req.raw, { ctx, claims: access.claims, project: access.project, introspection });
  });
  return app;
}
