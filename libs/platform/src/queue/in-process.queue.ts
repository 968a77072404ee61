import type { JobName } from './job-names.js';
import type { FailedJob, JobQueue, QueueCounts, QueueHealth } from './job-queue.js';
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
  private readonly timers: NodeJS.Timeout[] = [];
  /** When each repeated job's timer started, and its period: its ticks follow from them. */
  private readonly repeats = new Map<JobName, { since: number; everyMs: number }>();
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

  /** One process in this mode: a timer of its own runs the job, never two runs of it at once. */
  async repeat(name: JobName, everyMs: number): Promise<void> {
    let running = false;
    const timer = setInterval(() => {
      if (running || this.closing) return;
      running = true;
      const run = runJobOnce(this.dataSource, this.registry, name, {}, `${name}:${Date.now()}`, 1, async () => {});
      this.active.add(run);
      void run
        .catch(() => {})
        .finally(() => {
          this.active.delete(run);
          running = false;
        });
    }, everyMs);
    timer.unref();
    this.timers.push(timer);
    this.repeats.set(name, { since: Date.now(), everyMs });
  }

  async nextRun(name: JobName): Promise<number | null> {
    const repeat = this.repeats.get(name);
    if (!repeat) return null;
    const ticks = Math.floor((Date.now() - repeat.since) / repeat.everyMs) + 1;
    return repeat.since + ticks * repeat.everyMs;
  }

  async startWorkers(): Promise<void> {}

  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled([...this.active]);
  }

  async health(): Promise<QueueHealth> {
    return { driver: this.driver, ok: true };
  }

  // In-process, a job runs inside the outbox relay's hand-over: a failing one keeps its event
  // pending with backoff, then failed; the outbox shows it (OutboxInspector), not a queue.
  async counts(): Promise<QueueCounts[]> {
    return [];
  }

  async failed(): Promise<{ jobs: FailedJob[]; total: number }> {
    return { jobs: [], total: 0 };
  }

  async retry(): Promise<FailedJob | null> {
    return null;
  }

  async discard(): Promise<FailedJob | null> {
    return null;
  }
}
