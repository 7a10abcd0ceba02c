import type { EntrypointKind } from '@contract/enums';
import { SOURCE_TYPE_INFO } from '@contract/sourceTypes';
import type { SourceType } from './types';

export type { EntrypointKind };

export interface EntrypointOption {
  id: string;
  name: string;
  kind: EntrypointKind;
  hasChildren: boolean;
}

/** One step of the picker path: the option drilled into (its id is the next listing's `parent`). */
export type PickerTrail = EntrypointOption[];

/** Which kind each type browses first; push-style types have no listing and are set by name. */
export const ROOT_KIND = Object.fromEntries(
  Object.entries(SOURCE_TYPE_INFO).map(([type, info]) => [type, info.entrypoints[0]]),
) as Record<SourceType, EntrypointKind>;

/** Push-style types (push_api, local) are named instead of browsed. */
export const isNamedEntrypoint = (type: SourceType) => ROOT_KIND[type] === 'push';

/** What listing shows the children of `option`: folders nest, repositories hold branches, guilds hold channels. */
export function childKind(option: EntrypointOption): EntrypointKind | null {
  if (!option.hasChildren) return null;
  if (option.kind === 'folder') return 'folder';
  if (option.kind === 'repository') return 'branch';
  if (option.kind === 'guild') return 'channel';
  return null;
}

/** The listing to show for a picker path: the root kind, or the children of the last option. */
export function listingFor(type: SourceType, trail: PickerTrail): { kind: EntrypointKind; parent?: string } {
  const last = trail[trail.length - 1];
  if (!last) return { kind: ROOT_KIND[type] };
  return { kind: childKind(last) ?? ROOT_KIND[type], parent: last.id };
}

function splitRepository(id: string): { owner: string; repo: string } {
  const slash = id.indexOf('/');
  return { owner: id.slice(0, slash), repo: id.slice(slash + 1) };
}

/** The set-entry-point call for a chosen option, in the spec's entrypoint shapes. */
export function entrypointFor(
  option: EntrypointOption,
  trail: PickerTrail,
): { kind: EntrypointKind; entrypoint: Record<string, unknown> } {
  const parent = trail[trail.length - 1];
  switch (option.kind) {
    case 'calendar':
      return { kind: 'calendar', entrypoint: { id: option.id, summary: option.name } };
    case 'repository':
      return { kind: 'repository', entrypoint: splitRepository(option.id) };
    case 'branch':
      return { kind: 'branch', entrypoint: { ...splitRepository(parent?.id ?? ''), branch: option.id } };
    case 'channel':
      return { kind: 'channel', entrypoint: { id: option.id, name: option.name, guildId: parent?.id } };
    default:
      return { kind: option.kind, entrypoint: { id: option.id, name: option.name } };
  }
}
