/** Resolves in a new task, so the browser can paint and handle input before the next boot step. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
