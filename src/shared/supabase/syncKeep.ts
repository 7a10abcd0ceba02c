/**
 * How long an entry no component uses keeps its channel: a page left and soon reopened finds its rows
 * live without a re-select, and a Redux DevTools jump (which holds RTK Query's bookkeeping while the
 * pages of the past are shown) shorter than this leaves the live pages' channels running.
 */
export const SYNC_KEEP_SECONDS = 60;
