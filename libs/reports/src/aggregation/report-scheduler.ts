import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { JOB_QUEUE_TOKEN, JobName, type JobQueue } from '#platform';
import { ReportAggregator } from './report-aggregator.js';

const CATCH_UP_MS = 60_000;
const REBUILD_MS = 10 * 60_000;

/**
 * The safety nets behind the event path: every minute, centres that no event announced (bulk
 * imports) are taken in; every ten minutes, and at start, the whole read model is rebuilt. Every
 * process schedules, and the job id is the time slot, so each slot runs once however many
 * processes there are (BullMQ keeps recent finished ids; completed_jobs keeps them all, see runJobOnce).
 */
@Injectable()
export class ReportScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('reports');
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly busy = new Set<string>();
  private stopped = false;

  constructor(
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    private readonly aggregator: ReportAggregator,
  ) {}

  onApplicationBootstrap(): void {
    this.rebuildSlot();
    this.timers.push(setInterval(() => this.rebuildSlot(), REBUILD_MS), setInterval(() => this.catchUpSlot(), CATCH_UP_MS));
    for (const timer of this.timers) timer.unref();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }

  private rebuildSlot(): void {
    this.enqueue('rebuild', () => this.queue.add(JobName.RebuildReports, {}, `reports-rebuild-${Math.floor(Date.now() / REBUILD_MS)}`));
  }

  private catchUpSlot(): void {
    this.enqueue('catch-up', async () => {
      if (await this.aggregator.hasMissingCentres()) {
        await this.queue.add(JobName.AggregateReports, { catchUp: true }, `reports-catchup-${Math.floor(Date.now() / CATCH_UP_MS)}`);
      }
    });
  }

  /** In-process, add() runs the job: never let a slow one pile up behind the next tick. */
  private enqueue(kind: string, work: () => Promise<void>): void {
    if (this.stopped || this.busy.has(kind)) return;
    this.busy.add(kind);
    work()
      .catch((error: Error) => this.logger.warn(`report ${kind} not scheduled: ${error.message}`))
      .finally(() => this.busy.delete(kind));
  }
}
