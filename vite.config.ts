/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './scripts/precompressAssets.ts';
import { startAfterFirstPaint } from './scripts/startAfterFirstPaint.ts';
import { mantineStyles } from './scripts/mantineStyles.ts';

// In `npm run dev` the SPA is served by Vite and every platform path goes to the local platform.
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:3000';
const proxied = ['/auth/v1', '/rest/v1', '/api', '/graphql', '/oauth', '/billing-portal', '/local'];

// The app uses neither Supabase Storage nor Edge Functions: the build leaves their clients out.
const unusedSupabaseClients = fileURLToPath(new URL('./src/shared/supabase/unusedClients.ts', import.meta.url));

/** index.html's title and boot splash name the app before any script runs; env.ts has the same default. */
function appTitle(mode: string): Plugin {
  const title = loadEnv(mode, process.cwd(), 'VITE_').VITE_APP_TITLE || 'Dashboard';
  const escaped = title.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return { name: 'app-title', transformIndexHtml: (html) => html.replaceAll('%APP_TITLE%', escaped) };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    mantineStyles(/[\\/]src[\\/]main\.tsx$/),
    react(),
    appTitle(mode),
    startAfterFirstPaint(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // contract/ is shared by src/ and server/ (tsx resolves the same alias from tsconfig.json).
      { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: '@supabase/storage-js', replacement: unusedSupabaseClients },
            { find: '@supabase/functions-js', replacement: unusedSupabaseClients },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: platform, changeOrigin: false }])),
      '/realtime/v1': { target: platform.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Only the GraphQL playground's lazy Monaco chunk passes Vite's default warning size; the first load
    // has its own budget (`npm run report:size`), so the warning would only repeat itself on every build.
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // GraphiQL marks some modules "use no memo" (a hint for the React Compiler, which this build does
      // not run), and the bundler says once per module that it cannot keep the directive: nothing to act on.
      onLog(level, log, defaultHandler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use no memo"')) return;
        defaultHandler(level, log);
      },
      // A route otherwise loads dozens of tiny chunks (one per Mantine component): on a phone each costs
      // a round trip. Small shared chunks are inlined into their importers instead, for the same bytes.
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 30_000 },
          // The boot steps (src/main.tsx) and everything they import form one group whose modules run
          // when their step imports them: split into one chunk per step, the code they share would be
          // copied into the route chunks too (docs/performance.md). react-dom and supabase-js
          // get chunks of their own, so that over HTTP/1.1 the three download in parallel.
          groups: [
            { name: 'boot-react', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'boot-supabase', test: /node_modules[\\/]@supabase[\\/]/, priority: 2 },
            // The Mantine components (and their CSS) that both the shell and the pages render, with what
            // they import (Mantine's core, react-router): inlined, /projects loaded them twice (shell, page).
            // Without this chunk /login would be smaller but /projects over its budget (docs/performance.md).
            {
              name: 'mantine-base',
              priority: 2,
              test: /@mantine[\\/]core[\\/](esm[\\/]components[\\/]|styles[\\/])(Text|Group|Title|Stack|Paper|UnstyledButton|Skeleton)[\\/.]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$|src[\\/]shared[\\/]ui[\\/]AppLink\.tsx$/,
            },
            {
              name: 'boot',
              priority: 1,
              test: /src[\\/](app[\\/](store|mountApp|prefetch)|features[\\/]session[\\/]sessionSync|shared[\\/](api[\\/]baseApi|supabase[\\/]client))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          // A first render of a page in jsdom can take seconds on a loaded 2-core runner: the five-second
          // default timed such tests out (the waits inside them are event waits, bounded by the library).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same server suite on a throw-away Debian PostgreSQL server instead of PGlite. Out: tests of
        // PGlite itself (its analyze stand-in, the schema attack suites that open their own) and search,
        // whose semantic half needs pgvector, which Debian's PostgreSQL lacks (it answers 503 there).
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          exclude: [
            'test/server/postgres/**',
            'test/server/db/**',
            'test/server/restWrite.test.ts',
            'test/server/search/search.test.ts',
          ],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['test/server/helpers/postgresSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
