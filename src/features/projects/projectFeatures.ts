import type { ProjectFeatures } from './types';

/** The feature toggles of a project (settings.features), with what each one changes. */
export const PROJECT_FEATURES: { key: keyof ProjectFeatures; label: string; description: string }[] = [
  {
    key: 'graphqlIntrospection',
    label: 'GraphQL introspection',
    description: 'Lets GraphQL clients and the playground read the schema. Turn off to hide it in production.',
  },
  {
    key: 'semanticSearch',
    label: 'Semantic search',
    description:
      'Embeds every chunk so search finds passages by meaning: Semantic and Hybrid modes of the Search tab and of GraphQL search. Turning it off deletes the vectors.',
  },
  {
    key: 'webhookDelivery',
    label: 'Webhook delivery',
    description: 'Sends events to the webhooks of this project. Turn off to pause all deliveries.',
  },
];
