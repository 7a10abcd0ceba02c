import { z } from './zod';
import { GITHUB_TOKEN_MIN_LENGTH } from './constants';
import { DOCUMENT_STATUSES, PLAN_IDS, REGIONS, SOURCE_SCHEDULES, SOURCE_TYPES, WEBHOOK_EVENTS } from './enums';
import { descriptionField, httpUrlField, localPath, nameField, optionalNameField } from './fields';

/** Request bodies of the dashboard API: the platform validates with them, the forms too. */

/** Calls without input (restore, disconnect, indexing) accept only an empty body. */
export const emptyBody = z.strictObject({});

// Keys, admin keys -----------------------------------------------------------------------------

export const createKeyBody = z.strictObject({ name: nameField });
export type CreateKeyBody = z.input<typeof createKeyBody>;

export const deleteKeyBody = z.strictObject({ id: z.uuid({ error: 'Id must be a key id' }) });

// Projects -------------------------------------------------------------------------------------

export const regionField = z.enum(REGIONS, { error: 'Region must be "eu-west" or "us-east"' });

export const projectSettingsFields = {
  description: descriptionField,
  region: regionField,
  features: z
    .strictObject({ graphqlIntrospection: z.boolean(), semanticSearch: z.boolean(), webhookDelivery: z.boolean() })
    .partial(),
};

export const createProjectBody = z.strictObject({
  name: nameField,
  settings: z.strictObject(projectSettingsFields).partial().optional(),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

// PATCH carries the settings fields flat, next to the name (spec §7).
export const patchProjectBody = z.strictObject({ name: nameField, ...projectSettingsFields }).partial();
export type PatchProjectBody = z.input<typeof patchProjectBody>;

// Webhooks -------------------------------------------------------------------------------------

const webhookEventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among: ${WEBHOOK_EVENTS.join(', ')}` }), {
    error: 'Events must be a list',
  })
  .min(1, 'Select at least one event')
  .transform((events) => [...new Set(events)]);

export const createWebhookBody = z.strictObject({
  url: httpUrlField,
  events: webhookEventsField,
  description: descriptionField.default(''),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const patchWebhookBody = z
  .strictObject({ url: httpUrlField, events: webhookEventsField, description: descriptionField, enabled: z.boolean() })
  .partial();
export type PatchWebhookBody = z.input<typeof patchWebhookBody>;

// Sources --------------------------------------------------------------------------------------

// The name is asked when a source is created (the dialog prefills the type's label); a caller that
// sends only the provider gets that label, so no source starts without a name.
export const createSourceBody = z.strictObject({
  provider: z.enum(SOURCE_TYPES, { error: `Provider must be one of: ${SOURCE_TYPES.join(', ')}` }),
  name: nameField.optional(),
});
export type CreateSourceBody = z.input<typeof createSourceBody>;
/** The dialog's name field: required there, as the dialog always sends one. */
export const sourceNameForm = z.strictObject({ name: nameField });

// Keys the platform owns: connection state is written by connect/disconnect, the entrypoint by set-entry-point.
export const MANAGED_CUSTOM_KEYS = ['tokens', 'account', 'guildId', 'entrypoint'];

/** A source name may be empty: the list then shows "Unnamed {provider} source". */
export const sourceNameField = optionalNameField;

export const patchSourceBody = z.strictObject({
  name: sourceNameField.optional(),
  custom: z
    .record(z.string(), z.unknown(), { error: 'Custom must be an object' })
    .refine((custom) => !MANAGED_CUSTOM_KEYS.some((key) => key in custom), {
      error: `Custom cannot set ${MANAGED_CUSTOM_KEYS.join(', ')}; use connect and set-entry-point`,
    })
    .optional(),
  schedule: z.enum(SOURCE_SCHEDULES, { error: `Schedule must be one of: ${SOURCE_SCHEDULES.join(', ')}` }).optional(),
});
export type PatchSourceBody = z.input<typeof patchSourceBody>;

export const githubTokenField = z
  .string()
  .trim()
  .min(GITHUB_TOKEN_MIN_LENGTH, `A token has at least ${GITHUB_TOKEN_MIN_LENGTH} characters`)
  .max(500);

export const connectSourceBody = z
  .strictObject({
    redirectUri: localPath.optional(),
    code: z.string().min(1, 'Code is required').max(200).optional(),
    state: z.string().min(1, 'State is required').max(200).optional(),
    token: githubTokenField.optional(),
  })
  .refine((body) => (body.code === undefined) === (body.state === undefined), {
    error: 'Code and state are sent together',
    path: ['state'],
  });
export type ConnectSourceBody = z.input<typeof connectSourceBody>;

/** The token form of GitHub sources (sent as connect's `{token}`). */
export const githubTokenBody = z.strictObject({ token: githubTokenField });

// Documents ------------------------------------------------------------------------------------

/** Rows of a documents page when the query names no limit. */
export const DOCUMENTS_PAGE = 50;

/** GET /projects/:projectId/documents query; empty parameters count as absent. */
export const documentsQuery = z.strictObject({
  sourceId: z.uuid('Source id must be a source id').optional(),
  status: z.enum(DOCUMENT_STATUSES, { error: `Status must be one of: ${DOCUMENT_STATUSES.join(', ')}` }).optional(),
  type: z.string().trim().max(200, 'Type must be at most 200 characters').optional(),
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    // Postgres text cannot hold NUL: such a search would fail the query instead of finding nothing.
    .refine((text) => !text.includes('\u0000'), 'Search contains characters that cannot be searched')
    .optional(),
  after: z.string().max(300, 'After must be a cursor from a previous page').optional(),
  limit: z.coerce.number().int().min(1).max(100, 'Limit must be between 1 and 100').optional(),
});
export type DocumentsQuery = z.output<typeof documentsQuery>;

// Billing --------------------------------------------------------------------------------------

export const updateSubscriptionBody = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: 'Plan must be free, pro or team' }),
});

export const billingPortalBody = z.strictObject({ returnUrl: localPath.optional() });

export const invoicesQuery = z.strictObject({ startingAfter: z.string().min(1).max(100).optional() });
