import type { SourceRow } from '../../server/core/rows';
import type { Platform } from '../../server/platform';
import { stepLogs } from '../../server/simulation/indexing';
import { insertLogs, type LogLine } from '../../server/runs/sourceWrites';

// The scale volumes, built in the bench's in-memory platform through its own modules: one
// source with many log lines (the indexing simulation's lines, written by its insertLogs) and one
// project with many sources. Everything belongs to the signed-in demo user.

export interface ScaleVolumes {
  logLines: number;
  sources: number;
  indexingSources: number;
  burstPerSecond: number;
  burstSeconds: number;
  /** Documents of the one source whose documents list is measured. */
  listDocuments: number;
  /** Documents of the project GraphQL pages through (the listed source's included). */
  projectDocuments: number;
}

export const FULL_VOLUMES: ScaleVolumes = {
  logLines: 100_000,
  sources: 2_000,
  indexingSources: 500,
  burstPerSecond: 2_000,
  burstSeconds: 10,
  listDocuments: 10_000,
  projectDocuments: 100_000,
};

/** A word that appears in exactly one line, so the search has one answer to find. */
export const NEEDLE = 'needle-4242';

export interface ScaleWorld {
  logsPath: string;
  sourcesPath: string;
  sourceIds: string[];
}

const LOG_BATCH = 5_000;

/** `label` names the world's projects, so the full and the small world of a run tell apart. */
export async function buildScaleWorld(
  platform: Platform,
  ownerId: string,
  volumes: ScaleVolumes,
  label: string,
): Promise<ScaleWorld> {
  return platform.ctx.asService(async (tx) => {
    const project = async (name: string) =>
      (
        await tx.query<{ id: string }>(
          `insert into public.projects (owner_id, name, state, settings) values ($1, $2, 'active', '{}') returning id`,
          [ownerId, name],
        )
      ).rows[0].id;
    const addSource = async (projectId: string, name: string) =>
      (
        await tx.query<SourceRow>(
          `insert into public.sources (owner_id, project_id, name, type, provider) values ($1, $2, $3, 'push_api', 'push_api') returning *`,
          [ownerId, projectId, name],
        )
      ).rows[0];

    const logsProject = await project(`${label}: logs`);
    const logSource = await addSource(logsProject, 'Busy source');
    const started = Date.now() - volumes.logLines * 1000;
    for (let first = 0; first < volumes.logLines; first += LOG_BATCH) {
      const lines: LogLine[] = [];
      for (let step = first; lines.length < Math.min(LOG_BATCH, volumes.logLines - first); step++) {
        for (const line of stepLogs(logSource, 'init', step % 8, step % 40)) {
          const index = first + lines.length;
          if (index >= volumes.logLines || lines.length >= LOG_BATCH) break;
          const message = index === Math.floor(volumes.logLines / 3) ? `${line.message} ${NEEDLE}` : line.message;
          lines.push({ ...line, message, at: new Date(started + index * 1000).toISOString() });
        }
      }
      await insertLogs(tx, logSource, lines);
    }

    const sourcesProject = await project(`${label}: sources`);
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.sources (owner_id, project_id, name, type, provider, created_at)
       select $1, $2, 'source-' || lpad(g::text, 5, '0'), 'push_api', 'push_api', now() - (${volumes.sources} - g) * interval '1 second'
       from generate_series(1, ${volumes.sources}) g returning id`,
      [ownerId, sourcesProject],
    );
    return {
      logsPath: `/projects/${logsProject}/sources/${logSource.id}/logs`,
      sourcesPath: `/projects/${sourcesProject}`,
      sourceIds: rows.map((row) => row.id),
    };
  });
}
