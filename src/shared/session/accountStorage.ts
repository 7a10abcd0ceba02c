/** localStorage key prefix of the GraphQL playground's state (tabs, history, headers) per project. */
export const PLAYGROUND_STORAGE_PREFIX = 'playground:';
/** localStorage key prefix of the command palette's Recent places per user. */
export const RECENT_STORAGE_PREFIX = 'dashboard.recent.';

// GraphiQL's own default namespace too, in case a part of it ever writes outside the given storage.
export const ACCOUNT_PREFIXES = [PLAYGROUND_STORAGE_PREFIX, RECENT_STORAGE_PREFIX, 'graphiql:'];
