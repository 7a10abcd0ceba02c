import { ANON_KEY } from '../../test/e2e/session';
import { summarize, type Summary } from '../loadReport';
import type { BenchUser } from './benchWorld';
import { openLoop } from '../openLoop';

// The dashboard's traffic in miniature, the same for every setup: REST selects of the projects and
// sources lists, dashboard API reads (account usage, a documents page, the plans) and writes (project
// renames, API key creations and deletions), a quarter of it writes. With several instances each
// request goes to the next one in turn, as a round-robin load balancer would.

const MIX = [
  ...Array<'restProjects'>(4).fill('restProjects'),
  ...Array<'restSources'>(4).fill('restSources'),
  ...Array<'usage'>(3).fill('usage'),
  ...Array<'documents'>(3).fill('documents'),
  'plans',
  ...Array<'rename'>(3).fill('rename'),
  'createKey',
  'deleteKey',
] as const;
type Kind = (typeof MIX)[number];

export interface LoadTarget {
  /** One base URL per instance. */
  bases: string[];
  users: BenchUser[];
}

async function send(kind: Kind, user: BenchUser, base: string, index: number): Promise<boolean> {
  const auth = { authorization: `Bearer ${user.token}` };
  const rest = (query: string) => fetch(`${base}/rest/v1/${query}`, { headers: { ...auth, apikey: ANON_KEY } });
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const project = `/projects/${user.projectId}`;
  let response: Response;
  switch (kind) {
    case 'restProjects':
      response = await rest('projects?select=*&state=eq.active&order=created_at.asc');
      break;
    case 'restSources':
      response = await rest(`sources?select=*&project_id=eq.${user.projectId}&order=created_at.asc`);
      break;
    case 'usage':
      response = await api('GET', '/subscriptions/usage');
      break;
    case 'documents':
      response = await api('GET', `${project}/documents`);
      break;
    case 'plans':
      response = await api('GET', '/subscription-plans');
      break;
    case 'rename':
      response = await api('PATCH', project, { name: `bench ${index}` });
      break;
    case 'deleteKey': {
      const id = user.keys.shift();
      if (id) {
        response = await api('DELETE', `${project}/api-keys`, { id });
        break;
      }
      // No key left to delete: create one instead, so the mix keeps its share of writes.
      return send('createKey', user, base, index);
    }
    case 'createKey': {
      response = await api('POST', `${project}/api-keys`, { name: `bench ${index}` });
      if (!response.ok) break;
      user.keys.push(((await response.json()) as { data: { id: string } }).data.id);
      return true;
    }
  }
  await response.arrayBuffer();
  return response.ok;
}

/** A deterministic choice of user per request, the same sequence for every setup. */
function userPicker(users: BenchUser[]) {
  let seed = 42;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return users[Math.floor((seed / 2147483648) * users.length)];
  };
}

/** One stretch of load: each request's kind and latency. */
export interface LoadSlice {
  samples: { kind: string; ms: number }[];
  failed: number;
  seconds: number;
}

export interface LoadRun {
  latency: Summary;
  byKind: Record<string, Summary>;
  requests: number;
  failed: number;
  seconds: number;
}

/** Several slices of one setup's load, pooled. */
export function pooled(slices: LoadSlice[]): LoadRun {
  const samples = slices.flatMap((slice) => slice.samples);
  const byKind: Record<string, number[]> = {};
  for (const { kind, ms } of samples) (byKind[kind] ??= []).push(ms);
  return {
    latency: summarize(samples.map((sample) => sample.ms)),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, summarize(values)])),
    requests: samples.length,
    failed: slices.reduce((sum, slice) => sum + slice.failed, 0),
    seconds: slices.reduce((sum, slice) => sum + slice.seconds, 0),
  };
}

/**
 * Open loop: `rate` requests a second for `seconds`, each sent when due whatever is still in flight, and
 * timed from when it was due, so a request the instances could not take at once counts its wait.
 */
export async function offeredLoad(target: LoadTarget, rate: number, seconds: number): Promise<LoadSlice> {
  const pick = userPicker(target.users);
  const samples: { kind: Kind; ms: number }[] = [];
  let failed = 0;
  const started = performance.now();
  await openLoop(rate, seconds, (index, due) => {
    const kind = MIX[index % MIX.length];
    return send(kind, pick(), target.bases[index % target.bases.length], index).then(
      (ok) => {
        samples.push({ kind, ms: performance.now() - due });
        if (!ok) failed++;
      },
      () => void failed++,
    );
  });
  return { samples, failed, seconds: (performance.now() - started) / 1000 };
}

/** Closed loop: `concurrency` clients each sending the next request as soon as the last one answered. */
export async function saturatedLoad(target: LoadTarget, concurrency: number, seconds: number): Promise<LoadSlice> {
  const pick = userPicker(target.users);
  const samples: { kind: Kind; ms: number }[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const index = next++;
        const kind = MIX[index % MIX.length];
        const sent = performance.now();
        const ok = await send(kind, pick(), target.bases[index % target.bases.length], index).catch(() => false);
        samples.push({ kind, ms: performance.now() - sent });
        if (!ok) failed++;
      }
    }),
  );
  return { samples, failed, seconds: (performance.now() - started) / 1000 };
}
