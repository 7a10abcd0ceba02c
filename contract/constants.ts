import type { ProjectFeatures } from './rows';

/** A deleted project can be restored for 7 days; texts say it with RESTORE_WINDOW_DAYS. */
export const RESTORE_WINDOW_DAYS = 7;
export const RESTORE_WINDOW_MS = RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Names of projects, keys and sources, and the account's display name. */
export const NAME_MAX_LENGTH = 100;

/**
 * Sign-up and account limits: the user's metadata travels in every access token and so in the session
 * cookie, where a large value makes every request too big for the server (HTTP 431).
 */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 72;
/** The user metadata as JSON, all keys together. */
export const USER_METADATA_MAX_LENGTH = 1000;

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
