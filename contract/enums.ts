/** The closed value sets both the dashboard and the platform use. */

/** The 12 source types, in the order the "Add source" picker shows them. */
export const SOURCE_TYPES = [
  'google_drive',
  'google_calendar',
  'google_mail',
  'dropbox',
  'local',
  'discord',
  'slack',
  'notion',
  'telegram',
  'github_branch',
  'github_issues',
  'push_api',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The `:entrypointId` of list-entry-point-options / set-entry-point. */
export const ENTRYPOINT_KINDS = [
  'folder',
  'calendar',
  'repository',
  'branch',
  'guild',
  'channel',
  'workspace',
  'chat',
  'label',
  'push',
] as const;
export type EntrypointKind = (typeof ENTRYPOINT_KINDS)[number];

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = [
  'source.created',
  'source.deleted',
  'source.connected',
  'indexing.started',
  'indexing.completed',
  'indexing.failed',
  'document.indexed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const REGIONS = ['eu-west', 'us-east'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'eu-west';

export const PROJECT_STATES = ['active', 'paused', 'restoring', 'deleted'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const SOURCE_STATUSES = ['IDLE', 'INITIALIZING', 'UPDATING', 'DELETING'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];

/** How often a source re-indexes by itself. */
export const SOURCE_SCHEDULES = ['manual', 'hourly', 'daily'] as const;
export type SourceSchedule = (typeof SOURCE_SCHEDULES)[number];

export const DOCUMENT_STATUSES = ['INDEXED', 'FAILED', 'SKIPPED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const LOG_SEVERITIES = ['ERROR', 'WARNING', 'INFO'] as const;
export type LogSeverity = (typeof LOG_SEVERITIES)[number];

export const PLAN_IDS = ['free', 'pro', 'team'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** PLAN_IDS runs from the smallest plan to the biggest: on the last one, "upgrade" is no advice. */
export const isTopPlan = (id: PlanId): boolean => id === PLAN_IDS[PLAN_IDS.length - 1];

/** The `errorCode` of a write the caller's plan does not allow. */
export const PLAN_LIMIT_PROJECTS = 'PLAN_LIMIT_PROJECTS';
export const PLAN_LIMIT_SOURCES = 'PLAN_LIMIT_SOURCES';
export const PLAN_LIMIT_DOCUMENTS = 'PLAN_LIMIT_DOCUMENTS';
export const PLAN_LIMIT_WEBHOOKS = 'PLAN_LIMIT_WEBHOOKS';
export const PLAN_LIMIT_SEMANTIC_SEARCH = 'PLAN_LIMIT_SEMANTIC_SEARCH';
export const PLAN_LIMITS = [
  PLAN_LIMIT_PROJECTS,
  PLAN_LIMIT_SOURCES,
  PLAN_LIMIT_DOCUMENTS,
  PLAN_LIMIT_WEBHOOKS,
  PLAN_LIMIT_SEMANTIC_SEARCH,
] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];
