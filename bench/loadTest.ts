// Loopback load test of the local platform, not part of `npm test`:
//   npm run load -- [--duration 60] [--rate 50] [--users 20] [--subscribers 200]
// Starts the platform in-process (--memory, speed fast), signs in realtime subscribers spread over the users,
// each listening to its user's projects table, sends API requests at a fixed rate, then checks that nothing
// failed and every rename reached every subscriber of its user. Prints latencies and writes bench/results/load.json.
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startPlatform } from '../server/platform';
import { createUser } from '../server/supabase/users';
import { peakRssMb, summarize, writeReport } from './loadReport';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    rate: { type: 'string', default: '50' },
    users: { type: 'string', default: '20' },
    subscribers: { type: 'string', default: '200' },
  },
});
const positive = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const config = {
  durationS: positive('duration'),
  rate: positive('rate'),
  users: positive('users'),
  subscribers: positive('subscribers'),
};
const TOTAL = Math.round(config.rate * config.durationS);
const MAX_IN_FLIGHT = 500;
const DRAIN_MS = 15_000;
const PASSWORD = 'load-test-password';

// Never hangs: whatever happens, the process ends a while after the planned duration.
const hardStop = setTimeout(
  () => {
    console.error('The load test did not finish in time.');
    process.exit(2);
  },
  (config.durationS + 180) * 1000,
);
hardStop.unref();

const platform = await startPlatform({ port: 0, host: '127.0.0.1', memory: true, speed: 'fast', seed: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errors: string[] = [];
const latency = { rename: [] as number[], plans: [] as number[], createKey: [] as number[], deleteKey: [] as number[] };
const delivery: number[] = [];
const endToEnd: number[] = [];
let closing = false;

interface User {
  id: string;
  token: string;
  projectId: string;
  keys: string[];
}
interface Subscriber {
  user: number;
  client: SupabaseClient;
  received: Set<string>;
}

/** One dashboard API call; a network failure or a reply without `data` counts as an error. */
async function api<T>(user: User, method: string, path: string, body?: unknown): Promise<T | undefined> {
  try {
    const response = await fetch(`${platform.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const reply = (await response.json()) as { data?: T };
    if (response.ok && 'data' in reply) return reply.data;
    errors.push(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  } catch (error) {
    errors.push(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return undefined;
}

const newClient = () =>
  createClient(platform.url, platform.ctx.options.anonKey, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

// Two hundred sign-ins from one address, twenty at a time, can outwait the platform's admission queue
// on a busy machine: a refused one (429/503, Retry-After: 1 s) is tried again, as a client would.
const SIGN_IN_TRIES = 10;

async function signIn(client: SupabaseClient, email: string) {
  for (let attempt = 1; ; attempt += 1) {
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (!error && data.session) return data.session.access_token;
    const refused = error?.status === 429 || error?.status === 503;
    if (!refused || attempt === SIGN_IN_TRIES) {
      throw new Error(`sign-in of ${email} failed: ${error?.status ?? ''} ${error?.message ?? 'no session'}`);
    }
    await sleep(1000);
  }
}

// Rename name → when the request was sent and which user it belongs to (only successful renames count).
const renames = new Map<string, { user: number; sentAt: number; committed: boolean }>();

try {
  console.log(`Setting up ${config.users} users and ${config.subscribers} realtime subscribers on ${platform.url} …`);
  const users: User[] = [];
  for (let u = 0; u < config.users; u += 1) {
    const email = `load-${u}@example.com`;
    const { id } = await createUser(platform.ctx, { email, password: PASSWORD, name: `Load ${u}` });
    const user: User = { id, token: await signIn(newClient(), email), projectId: '', keys: [] };
    const project = await api<{ id: string }>(user, 'POST', '/projects', { name: `load-${u}` });
    if (!project) throw new Error('could not create the projects');
    users.push({ ...user, projectId: project.id });
  }

  const subscribers: Subscriber[] = [];
  const subscribed = new Set<number>();
  for (let batch = 0; batch < config.subscribers; batch += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, config.subscribers - batch) }, async (_, k) => {
        const index = batch + k;
        const subscriber: Subscriber = { user: index % config.users, client: newClient(), received: new Set() };
        subscribers.push(subscriber);
        const user = users[subscriber.user];
        await signIn(subscriber.client, `load-${subscriber.user}@example.com`);
        subscriber.client
          .channel(`projects-${index}`)
          .on<{ name: string }>(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'projects', filter: `owner_id=eq.${user.id}` },
            (change) => {
              const now = Date.now();
              const name = (change.new as { name?: string }).name ?? '';
              const rename = renames.get(name);
              if (!rename) return;
              if (subscriber.received.has(name)) errors.push(`subscriber ${index} received ${name} twice`);
              subscriber.received.add(name);
              delivery.push(now - Date.parse(change.commit_timestamp));
              endToEnd.push(now - rename.sentAt);
            },
          )
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') subscribed.add(index);
            else if (!closing) errors.push(`subscriber ${index}: ${status}`);
          });
      }),
    );
  }
  const setupDeadline = Date.now() + 60_000;
  while (subscribed.size < config.subscribers && Date.now() < setupDeadline) await sleep(100);
  if (subscribed.size < config.subscribers) throw new Error(`only ${subscribed.size} subscribers joined`);

  console.log(`Sending ${TOTAL} API requests at ${config.rate}/s for ${config.durationS} s …`);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const timed = async (bucket: number[], run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    bucket.push(performance.now() - started);
  };
  const operation = (i: number, user: User): Promise<void> => {
    const slot = i % 20; // 50% renames, 20% plan lists, 15% key creations, 15% key deletions
    if (slot < 10) {
      const name = `load-${i}-${users.indexOf(user)}`;
      const rename = { user: users.indexOf(user), sentAt: Date.now(), committed: false };
      renames.set(name, rename);
      return timed(latency.rename, async () => {
        rename.committed = !!(await api(user, 'PATCH', `/projects/${user.projectId}`, { name }));
      });
    }
    if (slot < 14) return timed(latency.plans, () => api(user, 'GET', '/subscription-plans'));
    const keyId = slot >= 17 ? user.keys.shift() : undefined;
    if (keyId)
      return timed(latency.deleteKey, () => api(user, 'DELETE', `/projects/${user.projectId}/api-keys`, { id: keyId }));
    return timed(latency.createKey, async () => {
      const key = await api<{ id: string }>(user, 'POST', `/projects/${user.projectId}/api-keys`, {
        name: `load key ${i}`,
      });
      if (key) user.keys.push(key.id);
    });
  };

  const inFlight = new Set<Promise<void>>();
  let peakInFlight = 0;
  const loadStarted = performance.now();
  for (let i = 0; i < TOTAL; i += 1) {
    const wait = loadStarted + (i * 1000) / config.rate - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    const request: Promise<void> = operation(i, users[Math.floor(random() * users.length)]).finally(() =>
      inFlight.delete(request),
    );
    inFlight.add(request);
    peakInFlight = Math.max(peakInFlight, inFlight.size);
  }
  await Promise.all(inFlight);
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  // Events still on their way get a bounded grace period; whatever is missing then is lost.
  const missing = () =>
    subscribers.reduce(
      (sum, s) =>
        sum + [...renames].filter(([name, r]) => r.committed && r.user === s.user && !s.received.has(name)).length,
      0,
    );
  const drainDeadline = Date.now() + DRAIN_MS;
  while (missing() > 0 && Date.now() < drainDeadline) await sleep(100);
  const lost = missing();
  if (lost > 0) errors.push(`${lost} rename events never reached a subscriber`);

  closing = true;
  await Promise.all(subscribers.map((s) => s.client.removeAllChannels()));

  const committed = [...renames.values()].filter((r) => r.committed);
  const expectedEvents = committed.reduce((sum, r) => sum + subscribers.filter((s) => s.user === r.user).length, 0);
  const apiAll = Object.values(latency).flat();
  const totals = {
    requestsPlanned: TOTAL,
    requestsSent: apiAll.length,
    requestsFailed: errors.filter((e) => /^(GET|POST|PATCH|DELETE) /.test(e)).length,
    // Of those, refused by admission (429/503 with Retry-After): the platform could not take the rate here.
    requestsShed: errors.filter((e) => /^(GET|POST|PATCH|DELETE) [^ ]+: (429|503) /.test(e)).length,
    achievedRatePerS: Number((apiAll.length / loadSeconds).toFixed(1)),
    loadSeconds: Number(loadSeconds.toFixed(1)),
    peakInFlight,
    renames: committed.length,
    eventsExpected: expectedEvents,
    eventsReceived: delivery.length,
    eventsLost: lost,
    errors: errors.length,
    peakRssMb: peakRssMb(),
  };
  const latencyMs = {
    'api: all calls': summarize(apiAll),
    'api: PATCH /projects/:id (rename)': summarize(latency.rename),
    'api: GET /subscription-plans': summarize(latency.plans),
    'api: POST …/api-keys': summarize(latency.createKey),
    'api: DELETE …/api-keys': summarize(latency.deleteKey),
    'event delivery (commit → subscriber)': summarize(delivery),
    'rename end to end (request → subscriber)': summarize(endToEnd),
  };
  const passed = errors.length === 0 && lost === 0 && expectedEvents === delivery.length;
  writeReport({ config, passed, totals, latencyMs, errors });
  process.exitCode = passed ? 0 : 1;
} finally {
  closing = true;
  await platform.close();
}
