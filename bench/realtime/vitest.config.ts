import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The realtime benchmark's own Vitest run (bench/realtimeThroughput.ts starts it with NODE_ENV=production):
// jsdom, the app's "@/" alias, and React's profiling build so Profiler.onRender works in production mode.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      { find: /^react-dom\/client$/, replacement: 'react-dom/profiling' },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['bench/realtime/realtimeScenario.run.tsx'],
    setupFiles: ['bench/realtime/setup.ts'],
    testTimeout: 600_000,
    reporters: ['dot'],
  },
});
