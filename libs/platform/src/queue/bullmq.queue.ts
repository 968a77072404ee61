import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName, type JobName } from './job-names.js';
import type { JobQueue, QueueHealth } from './job-queue.js';
import type { JobRegistry } from './job-registry.js';
import { runJobOnce } from './run-job-once.js';

const CONCURRENCY: Record<QueueName, number> = {
  [QueueName.Mail]: 5,
  [QueueName.Imports]: 1,
  [QueueName.Documents]: 2,
  [QueueName.Reports]: 1,
};

/** BullMQ on REDIS_URL: jobs survive a process crash and can be consumed by separate workers. */
export class BullMqQueue implements JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connection: Redis;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly registry: JobRegistry,
    private readonly dataSource: DataSource,
  ) {
    // Fail fast while Redis is down: the outbox keeps the event and the relay retries later.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
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
      // Completed ids are kept for a week so that re-adding the same id is a no-op.
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
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
