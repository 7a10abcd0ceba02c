import { z } from '@contract/zod';
import type { SourceCustom } from './types';

/** Per-source processing switches, stored in custom.enhancements. */
export const ENHANCEMENTS = [
  { key: 'summaries', label: 'Summaries', description: 'Write a short summary of each document for search results.' },
  {
    key: 'entities',
    label: 'Entity extraction',
    description: 'Detect people, organisations and places as typed fields.',
  },
  { key: 'language', label: 'Language detection', description: 'Tag each document with its language.' },
  { key: 'keywords', label: 'Keyword tagging', description: 'Add the most relevant keywords to each document.' },
] as const;

/** Document fields of the labelled schema; custom.fieldLabels renames them in the GraphQL schema. */
export const SCHEMA_FIELDS = [
  { key: 'title', defaultLabel: 'Title' },
  { key: 'content', defaultLabel: 'Content' },
  { key: 'url', defaultLabel: 'URL' },
  { key: 'author', defaultLabel: 'Author' },
  { key: 'updatedAt', defaultLabel: 'Last modified' },
] as const;

export type EnhancementKey = (typeof ENHANCEMENTS)[number]['key'];
export type SchemaFieldKey = (typeof SCHEMA_FIELDS)[number]['key'];

export interface EnhancementSettings extends Record<string, unknown> {
  enhancements: Record<EnhancementKey, boolean>;
  fieldLabels: Record<SchemaFieldKey, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored settings with defaults filled in (all switches off, the default labels). */
export function readEnhancementSettings(custom: SourceCustom | null): EnhancementSettings {
  const stored = isRecord(custom?.enhancements) ? custom.enhancements : {};
  const labels = isRecord(custom?.fieldLabels) ? custom.fieldLabels : {};
  return {
    enhancements: Object.fromEntries(ENHANCEMENTS.map(({ key }) => [key, stored[key] === true])) as Record<
      EnhancementKey,
      boolean
    >,
    fieldLabels: Object.fromEntries(
      SCHEMA_FIELDS.map(({ key, defaultLabel }) => {
        const label = labels[key];
        return [key, typeof label === 'string' && label.trim() !== '' ? label : defaultLabel];
      }),
    ) as Record<SchemaFieldKey, string>,
  };
}

/** Labels are trimmed; an emptied label falls back to the field's default. */
export function cleanEnhancementSettings(settings: EnhancementSettings): EnhancementSettings {
  return {
    enhancements: settings.enhancements,
    fieldLabels: Object.fromEntries(
      SCHEMA_FIELDS.map(({ key, defaultLabel }) => [key, settings.fieldLabels[key].trim() || defaultLabel]),
    ) as Record<SchemaFieldKey, string>,
  };
}

const keysOf = <T extends { key: string }>(items: readonly T[]) =>
  items.map(({ key }) => key) as [T['key'], ...T['key'][]];

/** What the enhancements form submits: every switch, and labels of at most 60 characters, cleaned. */
export const enhancementSettingsSchema = z
  .object({
    enhancements: z.record(z.enum(keysOf(ENHANCEMENTS)), z.boolean()),
    fieldLabels: z.record(z.enum(keysOf(SCHEMA_FIELDS)), z.string().max(60, 'At most 60 characters')),
  })
  .transform(cleanEnhancementSettings);
