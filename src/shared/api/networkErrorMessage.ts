/** What a failed request says when the server could not be reached at all. */
export const NETWORK_FAILURE_TEXT = 'Could not reach the server. Check your connection and try again.';

// How browsers (Chromium, Firefox, Safari) and Node name a fetch that never got a response; postgrest-js
// prefixes the error's name.
const NETWORK_FAILURE =
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|fetch failed)$/;

/** A transport error's message as a sentence for people: a network failure reads as NETWORK_FAILURE_TEXT. */
export function networkErrorMessage(message: string): string {
  return NETWORK_FAILURE.test(message.trim()) ? NETWORK_FAILURE_TEXT : message;
}
