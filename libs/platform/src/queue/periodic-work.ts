import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JobName } from './job-names.js';
import { JOB_QUEUE_TOKEN, type JobQueue } from './job-queue.js';
import { JobRegistry } from './job-registry.js';

const RETRY_MS = 30_000;

/**
 * Work the portal does on a period rather than on an event (ARCHITECTURE 14): each sweep is a job
 * run by a job scheduler, so several instances never run one tick twice; each sweep is also safe to
 * run twice by construction (its changes are conditional), which the test clock relies on when it
 * runs every sweep at once after moving time.
 */
@Injectable()
export class PeriodicWork implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('periodic-work');
  private readonly sweeps = new Map<JobName, { everyMs: number; run: () => Promise<void> }>();
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
  ) {}

  /** Called by a domain module at init: its sweep, and how often it runs. */
  register(name: JobName, everyMs: number, run: () => Promise<void>): void {
    this.sweeps.set(name, { everyMs, run });
    this.registry.register(name, () => run());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule();
  }

  onModuleDestroy(): void {
    if (this.retry) clearTimeout(this.retry);
  }

  /** Every sweep now, in this process (the test clock, after moving time). */
  async runNow(): Promise<void> {
    for (const sweep of this.sweeps.values()) await sweep.run();
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
