import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { JOB_QUEUE_TOKEN, OutboxRelay, type JobQueue } from '#platform';

/**
 * Starts the outbox relay (always) and the job consumers (where this process runs workers), and
 * on shutdown stops taking work and lets active jobs finish before the database closes.
 */
@Injectable()
export class WorkerLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  static readonly RUN_WORKERS = Symbol('RUN_WORKERS');
  private readonly logger = new Logger('jobs');

  constructor(
    private readonly relay: OutboxRelay,
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    @Inject(WorkerLifecycle.RUN_WORKERS) private readonly runWorkers: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.runWorkers) await this.queue.startWorkers();
    this.relay.start();
    this.logger.log(`jobs: ${this.queue.driver} driver, ${this.runWorkers ? 'consuming in this process' : 'relay only'}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
    await this.queue.close();
  }
}
