/**
 * Open loop: calls `send(index, due)` `rate` times a second for `seconds`, each when it is due whatever is
 * still in flight, and resolves once all have settled. Timing a request from `due` rather than from when
 * it was sent counts the wait of a request the platform could not take at once.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  send: (index: number, due: number) => Promise<void>,
): Promise<void> {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(index, due));
  }
  await Promise.all(inFlight);
}
