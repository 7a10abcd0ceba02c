import { z } from './zod';
import type { EntrypointKind, SourceType } from './enums';

/** Names and ids in an entrypoint choice. */
export const ENTRYPOINT_TEXT_MAX_LENGTH = 200;

// The type error names the field as required; the length has its own message (a schema-level error
// would otherwise answer "is required" to a name that is too long).
const text = (field: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? `${field} is required` : undefined) })
    .trim()
    .min(1, `${field} is required`)
    .max(ENTRYPOINT_TEXT_MAX_LENGTH, `${field} must be at most ${ENTRYPOINT_TEXT_MAX_LENGTH} characters`);
const named = z.object({ id: text('Id').optional(), name: text('Name') });

/** The entrypoint a push-style source (push_api, local) is named with. */
export const namedEntrypointBody = named.pick({ name: true });
const picked = z.object({ id: text('Id'), name: text('Name') });
const repository = z.object({ owner: text('Owner'), repo: text('Repo') });

/** What set-entry-point stores: custom.entrypoint, plus custom.guildId for Discord. */
export interface EntrypointChoice {
  entrypoint: Record<string, unknown>;
  guildId?: string;
}

/**
 * The body schema per source type and entrypoint kind, in the spec's shapes (drive {name}, calendar
 * {summary|id}, github_branch {owner,repo,branch='main'}, github_issues {owner,repo}, discord {name} + guildId).
 * Unknown keys (e.g. the option's kind/hasChildren) are dropped.
 */
export function entrypointSchema(type: SourceType, kind: EntrypointKind): z.ZodType<EntrypointChoice> | null {
  const plain = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
    schema.transform((entrypoint) => ({ entrypoint }));
  switch (`${type}:${kind}`) {
    case 'google_drive:folder':
    case 'dropbox:folder':
    case 'google_mail:label':
    case 'push_api:push':
      return plain(named);
    case 'local:folder':
      return z
        .object({ id: text('Folder').optional(), path: text('Folder').optional(), name: text('Name').optional() })
        .refine((folder) => folder.path ?? folder.id, { error: 'Folder is required', path: ['path'] })
        .transform((folder) => {
          const path = (folder.path ?? folder.id) as string;
          return { entrypoint: { path, name: folder.name ?? path } };
        });
    case 'google_calendar:calendar':
      return plain(
        z
          .object({ summary: text('Summary').optional(), id: text('Id').optional() })
          .refine((cal) => cal.summary || cal.id, {
            error: 'Summary or id is required',
            path: ['summary'],
          }),
      );
    case 'github_branch:repository':
    case 'github_branch:branch':
      return plain(repository.extend({ branch: text('Branch').default('main') }));
    case 'github_issues:repository':
      return plain(repository);
    case 'discord:guild':
      return picked.transform(({ id, name }) => ({ entrypoint: { name }, guildId: id }));
    case 'discord:channel':
      return picked
        .extend({ guildId: text('Guild id') })
        .transform(({ id, name, guildId }) => ({ entrypoint: { name, channelId: id }, guildId }));
    case 'slack:workspace':
    case 'notion:workspace':
    case 'telegram:chat':
      return plain(picked);
    default:
      return null;
  }
}
