/**
 * How long vi.waitFor waits for an event that does come (a realtime frame, a request reaching its
 * handler): its own default of one second is too short on a loaded 2-core CI runner, and a longer
 * limit costs nothing when the event is on time.
 */
export const EVENT_WAIT_MS = 10_000;
