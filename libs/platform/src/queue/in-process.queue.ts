import type { JobName } from './job-names.js';
import type { JobQueue, QueueHealth } from './job-queue.js';
import type { JobRegistry } from './job-registry.js';
import { runJobOnce } from './run-job-once.js';
import type { DataSource } from 'typeorm';

/**
 * Runs jobs inside this process: `add` runs the job and resolves when it is done, so the outbox
 * relay keeps the event until then and retries it after a failure or a crash.
 */
export class InProcessQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  // `add` runs the job itself (an import may take minutes): the lease must outlast it.
  readonly dispatchLeaseSeconds = 600;
  private readonly active = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly dataSource: DataSource,
  ) {}

  async add(name: JobName, payload: unknown, jobId: string): Promise<void> {
    if (this.closing) throw new Error('Queue is shutting down');
    const run = runJobOnce(this.dataSource, this.registry, name, payload, jobId, 1, async () => {});
    this.active.add(run);
    try {
      await run;
    } finally {
      this.active.delete(run);
    }
  }

  async startWorkers(): Promise<void> {}

  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.active]);
  }

  async health(): Promise<QueueHealth> {
    return { driver: this.driver, ok: true };
  }
}
