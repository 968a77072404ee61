import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PeriodicJobView } from '#contracts';
import type { JobName } from './job-names.js';
import { JOB_QUEUE_TOKEN, type JobQueue } from './job-queue.js';
import { JobRegistry } from './job-registry.js';

const RETRY_MS = 30_000;
/** A failed run's message is kept this long at most (an error's first lines say why). */
const MESSAGE_MAX = 1000;

interface RunRow {
  name: string;
  last_started_at: Date | null;
  last_finished_at: Date | null;
  last_outcome: 'ok' | 'failed' | null;
  last_message: string | null;
}

/**
 * Work the portal does on a period rather than on an event (ARCHITECTURE 14): each sweep is a job
 * run by a job scheduler, so several instances never run one tick twice; each sweep is also safe to
 * run twice by construction (its changes are conditional), which the test clock relies on when it
 * runs every sweep at once after moving time.
 */
@Injectable()
export class PeriodicWork implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('periodic-work');
  private readonly sweeps = new Map<JobName, { everyMs: number; run: () => Promise<void>; onClockAdvance: boolean }>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Called by a domain module at init: its sweep, and how often it runs. A sweep may answer a line
   * saying what it did (the retention job's counts), kept as the run's message for the Jobs page.
   * `onClockAdvance: false`: a sweep whose work does not depend on the time (the audit chain's full
   * verification), which the test clock's advance does not run.
   */
  register(name: JobName, everyMs: number, run: () => Promise<void | string>, options: { onClockAdvance?: boolean } = {}): void {
    const recorded = () => this.recorded(name, everyMs, run);
    this.sweeps.set(name, { everyMs, run: recorded, onClockAdvance: options.onClockAdvance ?? true });
    this.registry.register(name, recorded);
  }

  /**
   * The sweeps with their last run (periodic_runs, shared by every instance) and their next (the
   * job scheduler's, or this process's timer), for the console's Jobs page.
   */
  async schedules(): Promise<PeriodicJobView[]> {
    const rows = (await this.dataSource.query(`SELECT name, last_started_at, last_finished_at, last_outcome, last_message FROM periodic_runs`)) as RunRow[];
    const byName = new Map(rows.map((row) => [row.name, row]));
    return Promise.all(
      [...this.sweeps].map(async ([name, sweep]) => {
        const row = byName.get(name);
        const started = row?.last_started_at ? new Date(row.last_started_at) : null;
        const finished = row?.last_finished_at ? new Date(row.last_finished_at) : null;
        const next = await this.queue.nextRun(name).catch(() => null);
        return {
          id: name,
          everyMs: sweep.everyMs,
          lastStartedAt: started?.toISOString() ?? null,
          lastFinishedAt: finished?.toISOString() ?? null,
          outcome: row?.last_outcome ?? null,
          message: row?.last_message ?? null,
          running: !!started && (!finished || finished < started),
          nextRunAt: next === null ? null : new Date(next).toISOString(),
        };
      }),
    );
  }

  /** Runs a sweep, writing when it started and how it ended; a failure is recorded, then thrown on. */
  private async recorded(name: JobName, everyMs: number, run: () => Promise<void | string>): Promise<void> {
    await this.note(
      `INSERT INTO periodic_runs (name, every_ms, last_started_at, updated_at) VALUES ($1, $2, now(), now())
       ON CONFLICT (name) DO UPDATE SET every_ms = EXCLUDED.every_ms, last_started_at = now(), updated_at = now()`,
      [name, everyMs],
    );
    let said: string | null = null;
    try {
      said = (await run()) || null;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX) || 'failed';
      await this.note(`UPDATE periodic_runs SET last_finished_at = now(), last_outcome = 'failed', last_message = $2, updated_at = now() WHERE name = $1`, [name, message]);
      throw error;
    }
    await this.note(`UPDATE periodic_runs SET last_finished_at = now(), last_outcome = 'ok', last_message = $2, updated_at = now() WHERE name = $1`, [
      name,
      said?.slice(0, MESSAGE_MAX) ?? null,
    ]);
  }

  /** The record of a run is for people: failing to write it never stops the sweep itself. */
  private async note(sql: string, params: unknown[]): Promise<void> {
    try {
      await this.dataSource.query(sql, params);
    } catch (error) {
      this.logger.warn(`periodic run not recorded (${(error as Error).message})`);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule();
  }

  onModuleDestroy(): void {
    if (this.retry) clearTimeout(this.retry);
  }

  /** Every sweep about time now, in this process (the test clock, after moving time). */
  async runNow(): Promise<void> {
    for (const sweep of this.sweeps.values()) if (sweep.onClockAdvance) await sweep.run();
  }

  private async schedule(): Promise<void> {
    try {
      for (const [name, sweep] of this.sweeps) await this.queue.repeat(name, sweep.everyMs);
    } catch (error) {
      // Redis may be down at start: the schedules are set once it answers.
      this.logger.warn(`periodic work not scheduled yet (${(error as Error).message}); trying again in ${RETRY_MS / 1000} s`);
      this.retry = setTimeout(() => void this.schedule(), RETRY_MS);
      this.retry.unref();
    }
  }
}
