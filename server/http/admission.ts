import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AdmissionLimits } from '../core/context';

/**
 * PGlite runs every statement on the platform's one thread, so a few requests at once already keep it
 * busy (and the thread pool: a sign-in's scrypt runs there) and more only lengthen each one's answer; a
 * PostgreSQL server works on the pool's connections. The target wait is short because an admitted
 * request's answer should stay within a few times its idle latency: a longer wait is refused instead.
 */
export const defaultAdmission = (embedded: boolean): AdmissionLimits => ({
  concurrency: embedded ? 4 : 16,
  queue: 100,
  queuePerTenant: 50,
  maxWaitMs: 2_000,
  standingWaitMs: 25,
  standingForMs: 500,
  standingAfter: 32,
});

/** Seconds a refused client should wait before trying again. */
export const RETRY_AFTER_S = 1;

// Only the API's traffic is admitted; the config a client starts from, fault control and the app's files never wait.
const ADMITTED_PREFIXES = ['/auth/', '/rest/', '/api/', '/graphql/', '/push/'];

interface Waiting {
  tenant: string;
  since: number;
  settle: (admitted: boolean | 'evicted') => void;
  timer: NodeJS.Timeout;
}

/**
 * Load shedding: at most `concurrency` requests are answered at once and a short queue waits for a turn,
 * served a tenant at a time in turn. Past that the platform refuses at once and cheaply, with
 * Retry-After, rather than queueing far past any client's patience:
 * - 429 TOO_MANY_REQUESTS to a tenant over its share of the queue, to the tenant holding the most of a
 *   full queue (its newest waiting request makes room for another tenant's), and to a tenant already
 *   waiting while the queue stands;
 * - 503 OVERLOADED when a full queue holds every tenant's fair share, when a turn did not come within
 *   maxWaitMs, and, while the queue stands, to a request whose turn comes after it waited longer
 *   than the target.
 * The queue stands (CoDel's rule) once every request let in for standingForMs had waited longer than
 * standingWaitMs (the target), at least standingAfter of them (a page's burst on a slow machine is
 * served, not shed), and again at once if that recurs within standingForMs of the last time it
 * stood: a burst is queued and served, but under a sustained overload no request is let in after waiting
 * longer than the target, so what is admitted waits no longer than that, whatever the queue's length.
 * Pushes that write documents are not counted: their answer waits for their run, which has its own
 * queue per source.
 */
export function admission(limits: AdmissionLimits, anonKey: string): MiddlewareHandler<{ Bindings: HttpBindings }> {
  let active = 0;
  let waiting = 0;
  // Since when every request let in had waited longer than the target (0: the last one did not).
  let longWaitsSince = 0;
  // How many were let in after a long wait since then.
  let longWaitsLetIn = 0;
  // When the queue was last seen standing (0: never), so a recurrence stands again without a full interval.
  let stoodAt = 0;
  // Each tenant's waiting requests, oldest first; the map's order is the turn order.
  const queues = new Map<string, Waiting[]>();

  const leave = (entry: Waiting) => {
    const queue = queues.get(entry.tenant);
    const index = queue?.indexOf(entry) ?? -1;
    if (!queue || index < 0) return false;
    queue.splice(index, 1);
    if (queue.length === 0) queues.delete(entry.tenant);
    waiting -= 1;
    clearTimeout(entry.timer);
    if (waiting === 0) longWaitsSince = 0;
    return true;
  };
  const standing = () => {
    const now = performance.now();
    const stands =
      longWaitsSince > 0 &&
      ((now - longWaitsSince >= limits.standingForMs && longWaitsLetIn >= limits.standingAfter) ||
        (stoodAt > 0 && now - stoodAt < limits.standingForMs));
    if (stands) stoodAt = now;
    return stands;
  };
  /** Lets the next request in turn in; while the queue stands, those that waited too long are refused first. */
  const next = () => {
    for (;;) {
      const first = queues.entries().next();
      if (first.done) return;
      const [tenant, queue] = first.value;
      const entry = queue[0];
      const now = performance.now();
      const tooLong = now - entry.since > limits.standingWaitMs;
      if (!tooLong) longWaitsSince = 0;
      else if (longWaitsSince === 0) {
        longWaitsSince = now;
        longWaitsLetIn = 0;
      }
      const refused = tooLong && standing();
      const since = longWaitsSince;
      leave(entry);
      // The tenant served goes to the back of the turn order.
      if (queue.length > 0) {
        queues.delete(tenant);
        queues.set(tenant, queue);
      }
      if (refused) {
        // An emptied queue does not end the standing: the next arrival finds it as it was.
        longWaitsSince = since;
        entry.settle(false);
        continue;
      }
      if (tooLong) longWaitsLetIn += 1;
      active += 1;
      entry.settle(true);
      return;
    }
  };
  const heaviest = () => {
    let found: Waiting[] | undefined;
    for (const queue of queues.values()) if (!found || queue.length > found.length) found = queue;
    return found;
  };

  /** true when the request may be answered now, a refusal's status, or a turn to wait for. */
  const enter = (tenant: string): true | 429 | 503 | Promise<boolean | 'evicted'> => {
    if (active < limits.concurrency && waiting === 0) {
      active += 1;
      return true;
    }
    const own = queues.get(tenant)?.length ?? 0;
    if (own >= limits.queuePerTenant) return 429;
    if (waiting >= limits.queue) {
      const flood = heaviest();
      // Another tenant holding clearly more of the queue gives up its newest place; otherwise this one is refused.
      if (!flood || flood[0].tenant === tenant || flood.length <= own + 1) return own > 0 ? 429 : 503;
      const evicted = flood[flood.length - 1];
      leave(evicted);
      evicted.settle('evicted');
    } else if (own > 0 && standing()) return 429;
    return new Promise((settle) => {
      const entry: Waiting = { tenant, since: performance.now(), settle, timer: undefined as never };
      entry.timer = setTimeout(() => leave(entry) && settle(false), limits.maxWaitMs);
      const queue = queues.get(tenant) ?? [];
      queue.push(entry);
      queues.set(tenant, queue);
      waiting += 1;
    });
  };

  return async (c, proceed) => {
    const path = c.req.path;
    if (!ADMITTED_PREFIXES.some((prefix) => path.startsWith(prefix))) return proceed();
    if (c.req.method === 'POST' && path.startsWith('/push/')) return proceed();
    const entered = enter(tenantOf(c, anonKey));
    const outcome = entered === true || typeof entered === 'number' ? entered : await entered;
    if (outcome === 429 || outcome === 'evicted') return refuse(c, 429);
    if (outcome === 503 || outcome === false) return refuse(c, 503);
    try {
      await proceed();
    } finally {
      active -= 1;
      if (active < limits.concurrency) next();
    }
  };
}

/** Who is asking: the credential it sends (a user's token, a project's API key), else its address. */
function tenantOf(c: Context<{ Bindings: HttpBindings }>, anonKey: string): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const credential = c.req.header('x-api-key') || (bearer !== anonKey ? bearer : undefined);
  // Every anonymous client sends the same public anon key: those are told apart by address.
  return credential ? `key:${credential.slice(0, 512)}` : `address:${c.env?.incoming?.socket.remoteAddress ?? ''}`;
}

function refuse(c: Context, status: 429 | 503) {
  c.header('Retry-After', String(RETRY_AFTER_S));
  return status === 429
    ? c.json(
        {
          errorCode: 'TOO_MANY_REQUESTS',
          error: `Too many requests from this client at once; try again in ${RETRY_AFTER_S} s.`,
        },
        429,
      )
    : c.json({ errorCode: 'OVERLOADED', error: `The platform is at capacity; try again in ${RETRY_AFTER_S} s.` }, 503);
}
