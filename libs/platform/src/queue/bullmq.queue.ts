import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName, type JobName } from './job-names.js';
import type { FailedJob, JobQueue, QueueCounts, QueueHealth } from './job-queue.js';
import type { JobRegistry } from './job-registry.js';
import { runJobOnce } from './run-job-once.js';

const CONCURRENCY: Record<QueueName, number> = {
  [QueueName.Mail]: 5,
  [QueueName.Notices]: 5,
  [QueueName.Imports]: 1,
  [QueueName.Documents]: 2,
  [QueueName.Reports]: 1,
  [QueueName.Schedules]: 1,
};

/** BullMQ on REDIS_URL: jobs survive a process crash and can be consumed by separate workers. */
export class BullMqQueue implements JobQueue {
  readonly driver = 'bullmq' as const;
  // `add` is one Redis command, bounded by the connection's timeouts below. The fault suite found
  // the old 10-minute lease holding back the email of an API killed mid-hand-over for 10 minutes.
  readonly dispatchLeaseSeconds = 10;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connection: Redis;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly registry: JobRegistry,
    private readonly dataSource: DataSource,
    private readonly jobLockMs = 30000,
  ) {
    // Fail fast while Redis is down: the outbox keeps the event and the relay retries later. The
    // timeouts bound an add against a Redis that hangs rather than refuses, well inside the lease.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false, connectTimeout: 5000, commandTimeout: 5000 });
    this.connection.on('error', () => {});
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection as unknown as ConnectionOptions, prefix: this.prefix });
      queue.on('error', () => {});
      this.queues.set(name, queue);
    }
    return queue;
  }

  async add(name: JobName, payload: unknown, jobId: string): Promise<void> {
    await this.queue(JOB_QUEUE[name]).add(name, payload, {
      jobId,
      attempts: 10,
      backoff: { type: 'exponential', delay: 2000 },
      // Completed jobs are kept briefly (re-adding a kept id is a no-op) and at most 1,000 per queue.
      // Redis (noeviction) would otherwise hold every job of a week: the soak measured about 2 KB a
      // job, gigabytes a week at a sustained load. Nothing reads them back, and a job re-added after
      // its removal still runs only once (completed_jobs in PostgreSQL, see runJobOnce).
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
  }

  async repeat(name: JobName, everyMs: number): Promise<void> {
    // Upserting the same scheduler id from every process keeps one schedule in Redis.
    await this.queue(JOB_QUEUE[name]).upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } });
  }

  async nextRun(name: JobName): Promise<number | null> {
    const scheduler = await this.queue(JOB_QUEUE[name]).getJobScheduler(name);
    return scheduler?.next ?? null;
  }

  async startWorkers(): Promise<void> {
    await assertNoEviction(this.redisUrl);
    for (const queueName of Object.values(QueueName)) {
      const worker = new Worker(
        queueName,
        async (job) =>
          runJobOnce(this.dataSource, this.registry, job.name as JobName, job.data, job.id ?? '', job.attemptsMade + 1, async (p) => {
            await job.updateProgress(p);
          }),
        {
          connection: new Redis(this.redisUrl, { maxRetriesPerRequest: null }) as unknown as ConnectionOptions,
          prefix: this.prefix,
          concurrency: CONCURRENCY[queueName],
          // A job of a killed worker is found stalled and run again once its lock lapses; both
          // follow JOB_LOCK_MS (BullMQ's default of 30 s each, unless set).
          lockDuration: this.jobLockMs,
          stalledInterval: this.jobLockMs,
        },
      );
      worker.on('error', () => {});
      this.workers.push(worker);
    }
  }

  async close(): Promise<void> {
    // Worker.close() waits for active jobs to finish before resolving.
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      Object.values(QueueName).map(async (queue) => {
        const c = await this.queue(queue).getJobCounts('waiting', 'prioritized', 'active', 'failed', 'delayed');
        return { queue, waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, failed: c.failed ?? 0, delayed: c.delayed ?? 0 };
      }),
    );
  }

  async failed(offset: number, limit: number): Promise<{ jobs: FailedJob[]; total: number }> {
    // Few failed jobs are kept (30 days, and only after every retry): read them all, merge newest first.
    const perQueue = await Promise.all(
      Object.values(QueueName).map(async (queue) => (await this.queue(queue).getFailed(0, 999)).filter((j): j is Job => !!j).map((j) => failedView(queue, j))),
    );
    const all = perQueue.flat().sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''));
    return { jobs: all.slice(offset, offset + limit), total: all.length };
  }

  private async failedJob(queue: QueueName, jobId: string): Promise<Job | null> {
    if (!(Object.values(QueueName) as string[]).includes(queue)) return null;
    const job = await this.queue(queue).getJob(jobId);
    return job && (await job.isFailed()) ? job : null;
  }

  async retry(queue: QueueName, jobId: string): Promise<FailedJob | null> {
    const job = await this.failedJob(queue, jobId);
    if (!job) return null;
    const view = failedView(queue, job);
    await job.retry('failed');
    return view;
  }

  async discard(queue: QueueName, jobId: string): Promise<FailedJob | null> {
    const job = await this.failedJob(queue, jobId);
    if (!job) return null;
    const view = failedView(queue, job);
    await job.remove();
    return view;
  }

  async health(): Promise<QueueHealth> {
    try {
      const pong = await Promise.race([
        this.connection.ping(),
        new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
      ]);
      return { driver: this.driver, ok: pong === 'PONG' };
    } catch (error) {
      return { driver: this.driver, ok: false, detail: (error as Error).message };
    }
  }
}

/** A failed BullMQ job as the console lists it. */
function failedView(queue: QueueName, job: Job): FailedJob {
  return {
    queue,
    jobId: job.id ?? '',
    name: job.name,
    reason: job.failedReason ?? '',
    attempts: job.attemptsMade,
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    createdAt: job.timestamp ? new Date(job.timestamp).toISOString() : null,
  };
}

/** BullMQ loses jobs if Redis may evict keys; refuse to consume rather than lose work silently. */
export async function assertNoEviction(redisUrl: string): Promise<void> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await client.connect();
    const reply = (await client.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply?.[1];
    if (policy && policy !== 'noeviction') {
      throw new Error(
        `Redis maxmemory-policy is "${policy}": queued jobs could be evicted. Set it to "noeviction" (CONFIG SET maxmemory-policy noeviction).`,
      );
    }
  } finally {
    client.disconnect();
  }
}
