import { spawn } from 'node:child_process';
import { RESULT_MARKER, type RealtimeResult } from './realtime/realtimeResult';

// Runs the realtime scenario (bench/realtime/realtimeScenario.run.tsx) in its own Vitest process:
// jsdom, production React, the app's store and sources list.

export async function measureRealtime(): Promise<RealtimeResult> {
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'bench/realtime/vitest.config.ts'],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((candidate) => candidate.includes(RESULT_MARKER));
  if (code !== 0 || !line) throw new Error(`The realtime scenario failed (exit ${code}):\n${output}`);
  return JSON.parse(line.slice(line.indexOf(RESULT_MARKER) + RESULT_MARKER.length)) as RealtimeResult;
}
