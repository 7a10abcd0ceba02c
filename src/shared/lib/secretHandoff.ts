// A secret from a create response must never reach Redux (actions, state, RTK Query cache or DevTools):
// the endpoint parks it here and returns only an opaque handle, which the component redeems exactly once.
const parked = new Map<string, string>();
let counter = 0;

export interface WithSecretHandle<Row> {
  row: Row;
  secretHandle: string;
}

/** Splits `field` off a create response: the row goes on to Redux, the secret stays out of it. */
export function parkSecret<T extends object, K extends keyof T & string>(
  response: T,
  field: K,
): WithSecretHandle<Omit<T, K>> {
  const { [field]: secret, ...row } = response;
  counter += 1;
  const secretHandle = `secret-${counter}`;
  parked.set(secretHandle, String(secret));
  return { row, secretHandle };
}

/** Returns the parked secret and forgets it; a second call (or an unknown handle) gives null. */
export function takeSecret(secretHandle: string): string | null {
  const secret = parked.get(secretHandle) ?? null;
  parked.delete(secretHandle);
  return secret;
}
