import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';

/**
 * Records every action and the state right after it, as JSON, through a dynamically added listener:
 * unlike store.subscribe (which autobatching may skip), its predicate runs for every single action.
 */
export function recordRedux(store: { dispatch: Dispatch<UnknownAction> }): string[] {
  const seen: string[] = [];
  store.dispatch(
    addListener({
      predicate: (action, state) => {
        seen.push(JSON.stringify(action), JSON.stringify(state));
        return false;
      },
      effect: () => undefined,
    }),
  );
  return seen;
}
