/**
 * A Redux DevTools stand-in for tests. It installs `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, the
 * hook Redux Toolkit's configureStore looks for, and speaks the part of the extension's protocol the
 * app relies on: it records every action that reaches the reducers with the state after it (both passed
 * through the app's actionSanitizer/stateSanitizer, as the extension's monitor and export see them),
 * exposes `store.liftedStore` with `currentStateIndex`/`computedStates` like @redux-devtools/instrument,
 * and jumps like JUMP_TO_STATE: the recorded state replaces the current one under the middleware, so no
 * listener or thunk sees it. Actions dispatched while jumped are recorded and counted, not applied.
 *
 * The function is self-contained (no imports, no outer names) so Playwright can inject it with
 * `page.addInitScript(installDevToolsRecorder)`; unit tests call it before importing the store.
 */
export function installDevToolsRecorder(): void {
  type Action = { type: string } & Record<string, unknown>;
  type Reducer = (state: unknown, action: Action) => unknown;
  type Listener = () => void;
  interface RawStore {
    dispatch(action: Action): unknown;
    getState(): unknown;
    subscribe(listener: Listener): () => void;
  }
  type CreateStore = (reducer: Reducer, preloaded?: unknown) => RawStore;
  type Enhancer = (next: CreateStore) => CreateStore;
  interface Options {
    actionSanitizer?: (action: Action, id: number) => Action;
    stateSanitizer?: (state: unknown, index: number) => unknown;
  }

  const JUMP = '@@devtools-recorder/JUMP_TO_STATE';
  const host = window as unknown as Record<string, unknown>;

  host.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: Options = {}) =>
    (...enhancers: Enhancer[]): Enhancer =>
    (createStore) =>
    (reducer, preloaded) => {
      const actions: Action[] = [];
      const computedStates: { state: unknown }[] = [];
      const duringJumps: string[] = [];
      let currentStateIndex = 0;
      let raw: RawStore | undefined;
      let appReducer: Reducer = reducer;
      const jumped = () => currentStateIndex < computedStates.length - 1;

      // Innermost enhancer: it sits under applyMiddleware, where the extension's instrument sits too.
      const recorderEnhancer: Enhancer = (next) => (inner, innerPreloaded) => {
        appReducer = inner;
        const lifted: Reducer = (state, action) =>
          action.type === JUMP ? (action as unknown as { state: unknown }).state : inner(state, action);
        raw = next(lifted, innerPreloaded);
        computedStates.push({ state: raw.getState() });
        const rawStore = raw;
        return {
          ...rawStore,
          dispatch(action: Action) {
            if (jumped()) {
              // As the extension does: recorded at the end of the list, not shown while jumped.
              duringJumps.push(action.type);
              actions.push(action);
              computedStates.push({ state: appReducer(computedStates.at(-1)!.state, action) });
              return action;
            }
            const result = rawStore.dispatch(action);
            actions.push(action);
            computedStates.push({ state: rawStore.getState() });
            currentStateIndex = computedStates.length - 1;
            return result;
          },
        };
      };

      const store = [...enhancers, recorderEnhancer].reduceRight<CreateStore>(
        (next, enhancer) => enhancer(next),
        createStore,
      )(reducer, preloaded);

      const jumpTo = (index: number) => {
        currentStateIndex = Math.max(0, Math.min(index, computedStates.length - 1));
        raw!.dispatch({ type: JUMP, state: computedStates[currentStateIndex].state });
      };
      const sanitizeAction = options.actionSanitizer ?? ((action: Action) => action);
      const sanitizeState = options.stateSanitizer ?? ((state: unknown) => state);
      const liftedStore = {
        getState: () => ({ currentStateIndex, computedStates, stagedActionIds: computedStates.map((_, id) => id) }),
        subscribe: (listener: Listener) => raw!.subscribe(listener),
        dispatch(action: { type: string; index?: number }) {
          if (action.type === 'JUMP_TO_STATE') jumpTo(action.index ?? computedStates.length - 1);
          return action;
        },
      };

      host.__devtoolsRecorder = {
        /** Index of the state after the latest action (0 is the initial state). */
        latestIndex: () => computedStates.length - 1,
        jumpTo,
        resume: () => jumpTo(computedStates.length - 1),
        /** Action types dispatched while jumped since the recorder started. */
        duringJumps: () => [...duringJumps],
        /** The recording as DevTools exports it: sanitized actions and the sanitized state after each. */
        export: () =>
          JSON.stringify({
            actions: actions.map((action, id) => sanitizeAction(action, id + 1)),
            states: computedStates.map(({ state }, index) => sanitizeState(state, index)),
          }),
        /** Replays actions as DevTools' import does: through the reducers only, never the middleware. */
        replay(recorded: Action[]) {
          for (const action of recorded) {
            raw!.dispatch(action);
            actions.push(action);
            computedStates.push({ state: raw!.getState() });
          }
          currentStateIndex = computedStates.length - 1;
        },
      };
      return Object.assign(store, { liftedStore });
    };
}

/** The recorder's handle on `window` once the app's store exists. */
export interface DevToolsRecorder {
  latestIndex(): number;
  jumpTo(index: number): void;
  resume(): void;
  duringJumps(): string[];
  export(): string;
  replay(actions: unknown[]): void;
}

/** A recording as exported: sanitized actions and states; states[i + 1] is the state after actions[i]. */
export interface Recording {
  actions: ({ type: string } & Record<string, unknown>)[];
  states: Record<string, unknown>[];
}
