import { setTimeout as sleep } from 'node:timers/promises';
import type { SourceSchedule } from '@contract/enums';
import type { PlatformContext } from '../core/context';
import type { SourceRow } from '../core/rows';
import { indexingBlocker } from '../core/sourceTypes';
import { startIndexing, startingState, type IndexingKind } from './indexing';
import { createRun } from '../runs/runs';
import { insertLogs } from '../runs/sourceWrites';

const HOUR_MS = 60 * 60 * 1000;
/** With --speed fast the periods shrink to seconds, so tests see a scheduled run come by itself. */
const PERIOD_MS = { normal: { hourly: HOUR_MS, daily: 24 * HOUR_MS }, fast: { hourly: 3_000, daily: 20_000 } };
const CHECK_MS = { normal: 30_000, fast: 500 };

/** Milliseconds between two runs of a schedule; null for manual. */
export function schedulePeriodMs(ctx: PlatformContext, schedule: SourceSchedule): number | null {
  return schedule === 'manual' ? null : PERIOD_MS[ctx.options.speed][schedule];
}

/** Starts the runs that are due, then looks again every little while until the platform closes. */
export function startScheduler(ctx: PlatformContext): void {
  ctx.jobs.start('schedules', async (signal) => {
    for (;;) {
      await startDueRuns(ctx);
      await sleep(CHECK_MS[ctx.options.speed], undefined, { signal });
    }
  });
}

/**
 * One pass: each due source of an active project gets its next run time moved on and, when idle and
 * configured, a run with trigger "schedule". A busy source just waits for its next turn (never two runs
 * at once); an unconfigured one is skipped with a WARNING. Every instance runs passes: the rows one locks
 * the others skip, and their next run time has moved on by the time the lock goes.
 */
export async function startDueRuns(ctx: PlatformContext): Promise<number> {
  const started = await ctx.asService(async (tx) => {
    const { rows } = await tx.query<SourceRow>(
      `select s.* from public.sources s join public.projects p on p.id = s.project_id
        where s.next_run_at <= now() and s.schedule <> 'manual' and p.state = 'active'
        order by s.next_run_at limit 100 for update of s skip locked`,
    );
    const due: { id: string; kind: IndexingKind }[] = [];
    for (const source of rows) {
      const period = schedulePeriodMs(ctx, source.schedule) as number;
      await tx.query(`update public.sources set next_run_at = now() + $2 * interval '1 millisecond' where id = $1`, [
        source.id,
        period,
      ]);
      if (source.status !== 'IDLE') continue;
      if (indexingBlocker(source.type, source.custom) !== null) {
        await insertLogs(tx, source, [
          { severity: 'WARNING', message: 'Scheduled run skipped: connect the source and choose its entrypoint first' },
        ]);
        continue;
      }
      const kind: IndexingKind = source.last_indexed_at ? 'update' : 'init';
      const { status, progress } = startingState(kind);
      await tx.query('update public.sources set status = $2, progress = $3 where id = $1', [
        source.id,
        status,
        progress,
      ]);
      await createRun(tx, source, kind, 'schedule');
      await tx.query(
        `insert into private.source_jobs (source_id, kind) values ($1, $2)
         on conflict (source_id) do update set kind = excluded.kind, started_at = now()`,
        [source.id, kind],
      );
      due.push({ id: source.id, kind });
    }
    return due;
  });
  for (const { id, kind } of started) startIndexing(ctx, id, kind);
  return started.length;
}
