import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDevToolsRecorder, type DevToolsRecorder, type Recording } from '../../devtools/recorder';

// The recorded journeys of test/e2e/timeTravel.spec.ts (refreshed with RECORD_JOURNEYS=1). This file
// imports nothing of src/ but the store and what boot loads with DevTools present (src/app/devTools.ts),
// so a feature's endpoints are known only if its registry (src/app/endpoints.ts) brings them: the
// replay is what a fresh tab with DevTools does.
const dir = 'test/fixtures/recordings';
const journeys = readdirSync(dir).filter((file) => file.endsWith('.json'));

let makeStore: () => ReturnType<typeof import('@/app/store').makeStore>;
let redactSecrets: typeof import('@/app/devToolsSanitizers').redactSecrets;

beforeAll(async () => {
  // Before Redux Toolkit loads: configureStore picks the DevTools hook up when its module runs.
  installDevToolsRecorder();
  const { devToolsOptions } = await import('@/app/devTools');
  const store = await import('@/app/store');
  makeStore = () => store.makeStore(undefined, devToolsOptions);
  ({ redactSecrets } = await import('@/app/devToolsSanitizers'));
});

/**
 * The one documented difference (docs/devtools.md): RTK Query's
 * `api.config.middlewareRegistered` compares the recorded registration with the id of the API
 * instance that replays it, random per page load, so a replay in another tab reads "conflict".
 */
function comparable(state: Recording['states'][number]) {
  const api = state.api as { config: Record<string, unknown> };
  return { ...state, api: { ...api, config: { ...api.config, middlewareRegistered: 'excluded' } } };
}

const recorder = () => (window as unknown as { __devtoolsRecorder: DevToolsRecorder }).__devtoolsRecorder;

describe('recorded journeys replay into a fresh makeStore()', () => {
  it('has the three journeys', () => {
    expect(journeys.sort()).toEqual(['billing.json', 'keysAndWebhooks.json', 'projectsAndSources.json']);
  });

  it.each(journeys)('%s: the replayed final state equals the recorded one', (file) => {
    const recording = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Recording;
    expect(recording.actions.length).toBeGreaterThan(10);
    const store = makeStore();
    expect(redactSecrets(store.getState())).toEqual(recording.states[0]);
    recorder().replay(recording.actions);
    const replayed = JSON.parse(JSON.stringify(redactSecrets(store.getState()))) as Recording['states'][number];
    expect(comparable(replayed)).toEqual(comparable(recording.states.at(-1)!));
  });
});
