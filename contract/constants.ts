import type { ProjectFeatures } from './rows';

/** A deleted project can be restored for 7 days; texts say it with RESTORE_WINDOW_DAYS. */
export const RESTORE_WINDOW_DAYS = 7;
export const RESTORE_WINDOW_MS = RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Names of projects, keys and sources. */
export const NAME_MAX_LENGTH = 100;

/** Descriptions of projects and webhooks. */
export const DESCRIPTION_MAX_LENGTH = 500;

/** The smallest GitHub personal access token the platform accepts. */
export const GITHUB_TOKEN_MIN_LENGTH = 8;

/** The feature toggles of a project that never saved one . */
export const DEFAULT_PROJECT_FEATURES: ProjectFeatures = {
  graphqlIntrospection: true,
  semanticSearch: false,
  webhookDelivery: true,
};

/** A session unused (no refresh) this long has ended; the browser's session cookie lives no longer. */
export const SESSION_INACTIVITY_SECONDS = 7 * 24 * 60 * 60;
