// Redux DevTools time travel: while the store shows an earlier moment than the latest
// action, nothing may leave the app — no navigation, subscription changes, toast timers or
// dispatches from effects. The extension's enhancer (and test/devtools/recorder.ts) exposes
// `store.liftedStore`, whose state says which recorded state is shown; without DevTools it is absent
// and the app is never "jumped".

interface LiftedState {
  currentStateIndex: number;
  computedStates: unknown[];
}

interface LiftedStore {
  getState(): LiftedState;
  subscribe(listener: () => void): () => void;
}

let jumped = false;
const resumeListeners = new Set<() => void>();

/** True while DevTools shows a state other than the latest one. */
export function isTimeTravelling(): boolean {
  return jumped;
}

/** Calls `listener` each time DevTools returns to the latest state; returns the unsubscribe. */
export function onTimeTravelEnd(listener: () => void): () => void {
  resumeListeners.add(listener);
  return () => resumeListeners.delete(listener);
}

/**
 * Follows the store's DevTools state. Called by makeStore before anything else subscribes, so the
 * flag is current before React renders the jumped state.
 */
export function followTimeTravel(store: object): void {
  const lifted = (store as { liftedStore?: LiftedStore }).liftedStore;
  if (!lifted) return;
  lifted.subscribe(() => {
    const { currentStateIndex, computedStates } = lifted.getState();
    const wasJumped = jumped;
    jumped = currentStateIndex < computedStates.length - 1;
    if (wasJumped && !jumped) for (const listener of resumeListeners) listener();
  });
}
