import type { EntrypointKind } from '../core/sourceTypes';
import { stableBase62 } from '../core/secrets';

/** One choice in an entrypoint picker (GET …/list-entry-point-options/:entrypointId). */
export interface EntrypointOption {
  id: string;
  name: string;
  kind: EntrypointKind;
  hasChildren: boolean;
}

/** What the fake provider knows about a connected source: its id seeds every generated id. */
export interface ProviderAccount {
  sourceId: string;
  type: string;
  account: string;
}

interface Folder {
  name: string;
  children?: Folder[];
}

const DRIVE_FOLDERS: Folder[] = [
  {
    name: 'Design',
    children: [
      { name: 'Brand' },
      { name: 'Mockups', children: [{ name: '2024' }, { name: '2025' }] },
      { name: 'Research' },
    ],
  },
  {
    name: 'Engineering',
    children: [{ name: 'RFCs' }, { name: 'Runbooks' }, { name: 'Architecture', children: [{ name: 'Diagrams' }] }],
  },
  { name: 'Marketing', children: [{ name: 'Campaigns' }, { name: 'Press kit' }] },
  { name: 'Finance', children: [{ name: 'Reports' }] },
  { name: 'Meeting notes' },
];

const DROPBOX_FOLDERS: Folder[] = [
  { name: 'Clients', children: [{ name: 'Globex' }, { name: 'Initech', children: [{ name: 'Contracts' }] }] },
  { name: 'Product', children: [{ name: 'Specs' }, { name: 'Screenshots' }] },
  { name: 'Camera Uploads' },
  { name: 'Shared' },
];

const digits = (seed: string, length: number) =>
  [...stableBase62(seed, length)].map((ch) => (ch.charCodeAt(0) % 10).toString()).join('');

const login = (account: string) =>
  account
    .split('@')[0]
    .replace(/[^a-zA-Z0-9-]/g, '-')
    .toLowerCase();

function folderOptions(source: ProviderAccount, tree: Folder[], parent: string | undefined): EntrypointOption[] | null {
  const idOf = (path: string) => `fld_${stableBase62(`${source.sourceId}:${path}`, 16)}`;
  const toOptions = (folders: Folder[], base: string) =>
    folders.map((folder) => ({
      id: idOf(`${base}/${folder.name}`),
      name: folder.name,
      kind: 'folder' as const,
      hasChildren: Boolean(folder.children?.length),
    }));
  if (!parent) return toOptions(tree, '');
  const find = (folders: Folder[], base: string): EntrypointOption[] | null => {
    for (const folder of folders) {
      const path = `${base}/${folder.name}`;
      if (idOf(path) === parent) return toOptions(folder.children ?? [], path);
      const found = find(folder.children ?? [], path);
      if (found) return found;
    }
    return null;
  };
  return find(tree, '');
}

export function repositories(source: ProviderAccount): string[] {
  return [
    'acme/handbook',
    'acme/website',
    'acme/api-server',
    'acme/design-system',
    `${login(source.account)}/dotfiles`,
  ];
}

function guilds(source: ProviderAccount) {
  return ['Acme Community', 'Acme Engineering', 'Weekend Builders'].map((name) => ({
    id: digits(`${source.sourceId}:guild:${name}`, 18),
    name,
  }));
}

/** Options that need no parent: one flat list per kind. */
function flatOptions(source: ProviderAccount, kind: EntrypointKind): EntrypointOption[] | null {
  const make = (id: string, name: string, hasChildren = false) => ({ id, name, kind, hasChildren });
  const seed = (name: string) => `${source.sourceId}:${kind}:${name}`;
  switch (kind) {
    case 'calendar':
      return [
        make(source.account, source.account),
        make(`team-${stableBase62(seed('team'), 10).toLowerCase()}@group.calendar.google.com`, 'Team events'),
        make(`oncall-${stableBase62(seed('oncall'), 10).toLowerCase()}@group.calendar.google.com`, 'On-call rotation'),
        make('en.usa#holiday@group.v.calendar.google.com', 'Holidays in United States'),
      ];
    case 'repository':
      return repositories(source).map((repo) => make(repo, repo, source.type === 'github_branch'));
    case 'guild':
      return guilds(source).map((guild) => make(guild.id, guild.name, true));
    case 'workspace':
      return (source.type === 'slack' ? ['Acme Inc', 'Acme Partners'] : ['Acme Wiki', 'Personal notes']).map((name) =>
        make(`${source.type === 'slack' ? 'T' : 'ws_'}${stableBase62(seed(name), 10)}`, name),
      );
    case 'chat':
      return ['Acme Support', 'Release announcements', 'Dev team'].map((name) =>
        make(`-100${digits(seed(name), 10)}`, name),
      );
    case 'label':
      return [
        make('INBOX', 'Inbox'),
        ...['Support', 'Invoices', 'Newsletters', 'Receipts'].map((name, i) => make(`Label_${i + 1}`, name)),
      ];
    default:
      return null;
  }
}

/**
 * The fake provider's answer to "what can I pick here?", deterministic per source.
 * null means the parent is unknown (or this kind takes no parent).
 */
export function listEntrypointOptions(
  source: ProviderAccount,
  kind: EntrypointKind,
  parent: string | undefined,
): EntrypointOption[] | null {
  if (kind === 'folder')
    return folderOptions(source, source.type === 'dropbox' ? DROPBOX_FOLDERS : DRIVE_FOLDERS, parent);
  if (kind === 'branch') {
    if (!parent || !repositories(source).includes(parent)) return null;
    const repo = parent.split('/')[1];
    return ['main', 'develop', 'release/2.4', `feature/${repo}-search`].map((name) => ({
      id: name,
      name,
      kind,
      hasChildren: false,
    }));
  }
  if (kind === 'channel') {
    if (!guilds(source).some((guild) => guild.id === parent)) return null;
    return ['general', 'announcements', 'support', 'dev-chat'].map((name) => ({
      id: digits(`${source.sourceId}:${parent}:${name}`, 18),
      name,
      kind,
      hasChildren: false,
    }));
  }
  return parent ? null : flatOptions(source, kind);
}
