/**
 * A burst reaches the UI at most this often: ten updates a second still read as live, and each
 * costs a React commit, which adds up on a slow phone during an indexing run (bench/realtime).
 */
export const MIN_FLUSH_INTERVAL_MS = 100;
