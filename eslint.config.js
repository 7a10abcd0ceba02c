import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// Layers: app → shell → features → shared, one way; a feature never reaches into another.
// Cross-layer imports go through the "@/" alias so these patterns can see them.
const features = existsSync('src/features') ? readdirSync('src/features') : [];
const noServer = { group: ['**/server/**', '**/server'], message: 'src/ never imports server/.' };
// Each Mantine component brings its own stylesheet at build time (scripts/mantineStyles.ts); only the
// base sheets (baseline, global) are imported by hand, once, in src/app/AppProviders.tsx.
const noMantineSheets = {
  regex: '^@mantine/(core/styles/(?!baseline\\.|global\\.)|(?!core/)[a-z]+/styles)',
  message: 'Mantine component sheets come with their components (scripts/mantineStyles.ts).',
};
// Every internal link prefetches its route: only AppLink may use react-router's Link.
const appLinkOnly = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: 'Use AppLink (src/shared/ui/AppLink.tsx): it prefetches the route of every internal link.',
};
// A later flat-config block replaces the rule, so every layer block repeats the server and link bans.
const restrict = (files, groups, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [appLinkOnly],
        patterns: [noServer, noMantineSheets, ...groups.map((group) => ({ group: [group], message }))],
      },
    ],
  },
});

// Server layers, lowest first (docs/architecture.md). A folder imports only folders of lower layers, never
// a sibling of its own layer; the entry files at server/ (main, platform, options) sit on top of them all.
const SERVER_LAYERS = [
  ['db'],
  ['core'],
  ['jobs'],
  ['billing', 'webhooks', 'requests'],
  ['search'],
  ['content'],
  ['runs'],
  ['local'],
  ['simulation'],
  ['supabase', 'graphql', 'push', 'api'],
  ['http'],
  ['seed'],
];
const SERVER_ENTRY_FILES = ['server/main.ts', 'server/platform.ts', 'server/options.ts'];
const serverZones = SERVER_LAYERS.flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `./server/${folder}`,
    from: [
      ...layer.filter((sibling) => sibling !== folder),
      ...SERVER_LAYERS.slice(index + 1).flat(),
    ].map((other) => `./server/${other}`).concat(SERVER_ENTRY_FILES.map((file) => `./${file}`)),
    message: `server/${folder} may import only lower layers (docs/architecture.md, "Server layers").`,
  })),
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'bench/results', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [appLinkOnly], patterns: [noServer, noMantineSheets] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/pgliteDatabase.ts', 'server/db/snapshot.ts', 'server/db/textSearchEngine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // The platform runs on PGlite or PostgreSQL: code sees only the interface of server/db/types.ts.
          paths: [{ name: '@electric-sql/pglite', message: 'Import Database/Transaction from server/db/types.' }],
          patterns: [{ group: ['**/src/**', '@/*'], message: 'server/ never imports src/.' }],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.mjs', '.js'] })],
      'import-x/extensions': ['.ts', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/db/pgliteDatabase.ts', 'server/db/snapshot.ts', 'server/db/textSearchEngine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '@/*'], message: 'server/ never imports src/.' }] },
      ],
    },
  },
  {
    // Both sides import contract/ (through "@contract/"); it stays a leaf that needs only zod.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./)', message: 'contract/ imports only zod and its own files.' }] },
      ],
    },
  },
  restrict(
    ['src/shared/**'],
    ['@/app/*', '@/shell/*', '@/features/*'],
    'shared/ is the bottom layer: it imports no app, shell or feature code.',
  ),
  restrict(['src/shell/**'], ['@/app/*'], 'shell/ never imports app/.'),
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**`],
      // gitignore-style patterns have no extglob, so every other feature is listed by name.
      ['@/app/*', '@/shell/*', ...features.filter((other) => other !== feature).map((other) => `@/features/${other}`)],
      'A feature imports only shared/ and its own files.',
    ),
  ),
  {
    // The one place react-router's Link is used.
    files: ['src/shared/ui/AppLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            { group: ['@/app/*', '@/shell/*', '@/features/*'], message: 'shared/ is the bottom layer.' },
          ],
        },
      ],
    },
  },
);
