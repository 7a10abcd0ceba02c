// Creating a source fails with this title, and so do list entrypoints, connect, disconnect and indexing.
// A module of its own, without imports, so the end-to-end tests (plain Node) can import the text too.
export const SOURCE_CALL_FAILURE = 'Failed creating source';
