import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The realtime benchmark's own Vitest run (bench/realtimeThroughput.ts starts it with NODE_ENV=production):
// jsdom, the app's "@/" and "@contract/" aliases and production React, as users run it; commits and renders are counted
// through the DevTools hook (renderTracker.ts), which production react-dom reports to.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      { find: '@contract', replacement: `${root}contract` },
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
