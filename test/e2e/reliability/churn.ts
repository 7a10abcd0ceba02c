import type { ApiClient } from '../fixtures';

/** A small seeded PRNG (mulberry32), so a failing run can be replayed with the same operations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the churn knows it created; ids may be gone server-side already (that is the point). */
export interface ChurnWorld {
  projects: string[];
  deletedProjects: string[];
  sources: Map<string, string>;
  /** Sources the churn must keep (the pages under test show them). */
  pinned: Set<string>;
}

type Operation = (api: ApiClient, world: ChurnWorld, n: number) => Promise<unknown>;

const pick = <T>(random: () => number, list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];

/**
 * Random inserts, updates and deletes of projects, sources and (through indexing) log lines, all
 * through the dashboard API. Failures are expected and ignored: a random op may hit a row another op
 * just deleted, or a source that is busy indexing.
 */
export function churnOperations(random: () => number): [number, Operation][] {
  const project = (world: ChurnWorld) => pick(random, world.projects);
  const source = (world: ChurnWorld) => pick(random, [...world.sources.keys()]);
  const sourcePath = (world: ChurnWorld, id: string) => `/projects/${world.sources.get(id)}/sources/${id}`;
  return [
    [
      1,
      async (api, world, n) =>
        world.projects.push((await api.post<{ id: string }>('/projects', { name: `churn-${n}`, settings: {} })).id),
    ],
    [2, (api, world, n) => api.patch(`/projects/${project(world)}`, { name: `renamed-${n}` })],
    [1, (api, world, n) => api.patch(`/projects/${project(world)}`, { description: `description-${n}` })],
    [
      0.5,
      async (api, world) => {
        const id = pick(random, world.projects.slice(1));
        if (!id) return;
        await api.delete(`/projects/${id}`);
        world.projects.splice(world.projects.indexOf(id), 1);
        world.deletedProjects.push(id);
      },
    ],
    [
      0.5,
      async (api, world) => {
        const id = pick(random, world.deletedProjects);
        if (!id) return;
        await api.post(`/projects/${id}/restore`, {});
        world.deletedProjects.splice(world.deletedProjects.indexOf(id), 1);
        world.projects.push(id);
      },
    ],
    [
      2,
      async (api, world) => {
        const projectId = random() < 0.6 ? world.projects[0] : project(world);
        const created = await api.post<{ id: string }>(`/projects/${projectId}/sources`, { provider: 'push_api' });
        world.sources.set(created.id, projectId!);
      },
    ],
    [
      3,
      async (api, world, n) => {
        const id = source(world);
        if (id) await api.patch(sourcePath(world, id), { name: `source-${n}` });
      },
    ],
    [
      0.7,
      async (api, world) => {
        const id = pick(
          random,
          [...world.sources.keys()].filter((candidate) => !world.pinned.has(candidate)),
        );
        if (!id) return;
        await api.delete(sourcePath(world, id));
        world.sources.delete(id);
      },
    ],
    [
      1.5,
      async (api, world, n) => {
        const id = random() < 0.5 ? [...world.pinned][0] : source(world);
        if (!id) return;
        await api.patch(`${sourcePath(world, id)}/set-entry-point/push`, { name: `entry-${n}` });
        await api.post(`${sourcePath(world, id)}/indexing/${random() < 0.5 ? 'init' : 'update'}`);
      },
    ],
  ];
}

/** Runs `total` weighted random operations, `parallel` at a time, calling `every` after each hundred. */
export async function churn(
  api: ApiClient,
  world: ChurnWorld,
  {
    total,
    parallel,
    seed,
    every,
  }: { total: number; parallel: number; seed: number; every: (done: number) => Promise<void> },
): Promise<{ succeeded: number; failed: number }> {
  const random = seededRandom(seed);
  const operations = churnOperations(random);
  const weight = operations.reduce((sum, [w]) => sum + w, 0);
  const choose = () => {
    let roll = random() * weight;
    for (const [w, operation] of operations) if ((roll -= w) < 0) return operation;
    return operations[0][1];
  };
  let next = 0;
  let succeeded = 0;
  let failed = 0;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      await choose()(api, world, n).then(
        () => (succeeded += 1),
        () => (failed += 1),
      );
      if ((n + 1) % 100 === 0) await every(n + 1);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { succeeded, failed };
}
