import type { SupabaseClient } from '@supabase/supabase-js';
import { nodeClient } from '../../test/e2e/session';
import { summarize, type Summary } from '../loadReport';
import { apiData, type BenchUser } from './benchWorld';

// Realtime as the app receives it: supabase-js clients subscribed to their user's projects, and project
// renames written through the dashboard API, on one instance or, with two, written through one and
// received from the other.

const EVENT_TIMEOUT_MS = 5_000;
const SETTLE_MS = 15_000;

interface Rename {
  name: string;
  commitTimestamp: string;
}

/** A supabase-js client of this user on `base`, subscribed to UPDATEs of their projects. */
async function subscribe(base: string, user: BenchUser, onRename: (rename: Rename) => void): Promise<SupabaseClient> {
  const client = nodeClient(base);
  await client.auth.setSession({ access_token: user.token, refresh_token: user.refreshToken });
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`bench-${Math.random()}`)
      .on<{ name: string }>(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'projects', filter: `owner_id=eq.${user.id}` },
        (change) => onRename({ name: (change.new as { name: string }).name, commitTimestamp: change.commit_timestamp }),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(new Error(`realtime subscription: ${status} ${error?.message ?? ''}`));
      });
  });
  return client;
}

async function unsubscribe(clients: SupabaseClient[]) {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  for (const client of clients) client.realtime.disconnect();
}

export interface LagResult {
  /** From sending the write to the subscriber's callback: the API call, the commit and the delivery. */
  writeToEvent: Summary;
  /** From the row change's timestamp in the database (just before its commit) to the subscriber's callback. */
  changeToEvent: Summary;
  lost: number;
}

/**
 * A subscriber of this user on `readBase` and renames written through `writeBase`, one at a time: each
 * sample awaits its event at the subscriber, so samples of several setups can be taken in turn.
 */
export async function openLagProbe(writeBase: string, readBase: string, user: BenchUser) {
  const waiting = new Map<string, (rename: Rename) => void>();
  const client = await subscribe(readBase, user, (rename) => waiting.get(rename.name)?.(rename));
  const writeToEvent: number[] = [];
  const changeToEvent: number[] = [];
  let lost = 0;
  let count = 0;
  return {
    async sample() {
      const name = `lag ${count++} ${Date.now()}`;
      const arrived = new Promise<Rename | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), EVENT_TIMEOUT_MS);
        waiting.set(name, (rename) => {
          clearTimeout(timer);
          resolve(rename);
        });
      });
      const sent = performance.now();
      await apiData(writeBase, user.token, 'PATCH', `/projects/${user.projectId}`, { name });
      const rename = await arrived;
      waiting.delete(name);
      if (!rename) {
        lost++;
        return;
      }
      writeToEvent.push(performance.now() - sent);
      changeToEvent.push(Date.now() - Date.parse(rename.commitTimestamp));
    },
    async finish(): Promise<LagResult> {
      await unsubscribe([client]);
      return { writeToEvent: summarize(writeToEvent), changeToEvent: summarize(changeToEvent), lost };
    },
  };
}

export interface BurstResult {
  writes: number;
  subscribers: number;
  eventsExpected: number;
  eventsReceived: number;
  /** Renames committed per second while the burst was written. */
  writesPerSecond: number;
  /** Events received by all subscribers per second, from the burst's start to its last event. */
  eventsPerSecond: number;
  /** How long after the last write answered its last event arrived. */
  lastEventAfterLastWriteMs: number;
  writeFailures: number;
}

/**
 * `writes` renames spread over the users, `concurrency` at a time, with `perUser` subscribers per user:
 * every rename reaches each subscriber of its user once.
 */
export async function measureBurst(
  writeBase: string,
  readBase: string,
  users: BenchUser[],
  { writes, concurrency, perUser }: { writes: number; concurrency: number; perUser: number },
): Promise<BurstResult> {
  let received = 0;
  let lastEventAt = 0;
  const onRename = (rename: Rename) => {
    if (!rename.name.startsWith('burst ')) return;
    received++;
    lastEventAt = performance.now();
  };
  const clients = await Promise.all(
    users.flatMap((user) => Array.from({ length: perUser }, () => subscribe(readBase, user, onRename))),
  );
  try {
    let next = 0;
    let failures = 0;
    let lastWriteAt = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let index = next++; index < writes; index = next++) {
          const user = users[index % users.length];
          await apiData(writeBase, user.token, 'PATCH', `/projects/${user.projectId}`, {
            name: `burst ${index}`,
          }).catch(() => void failures++);
          lastWriteAt = performance.now();
        }
      }),
    );
    const expected = (writes - failures) * perUser;
    const deadline = performance.now() + SETTLE_MS;
    while (received < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return {
      writes,
      subscribers: clients.length,
      eventsExpected: expected,
      eventsReceived: received,
      writesPerSecond: (writes - failures) / ((lastWriteAt - started) / 1000),
      eventsPerSecond: received / ((lastEventAt - started) / 1000),
      lastEventAfterLastWriteMs: lastEventAt - lastWriteAt,
      writeFailures: failures,
    };
  } finally {
    await unsubscribe(clients);
  }
}
