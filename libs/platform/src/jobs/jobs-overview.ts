import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OUTBOX_QUEUE, type FailedJobView, type QueueView } from '#contracts';
import { QueueName } from '../queue/job-names.js';
import { JOB_QUEUE_TOKEN, type FailedJob, type JobQueue } from '../queue/job-queue.js';
import { OutboxInspector, type FailedEvent } from './outbox-inspector.js';

const jobView = (job: FailedJob): FailedJobView => ({
  id: `${job.queue}:${job.jobId}`,
  queue: job.queue,
  name: job.name,
  reason: job.reason,
  attempts: job.attempts,
  failedAt: job.failedAt,
  createdAt: job.createdAt,
});

const eventView = (event: FailedEvent): FailedJobView => ({
  id: `${OUTBOX_QUEUE}:${event.id}`,
  queue: OUTBOX_QUEUE,
  name: event.type,
  reason: event.reason,
  attempts: event.attempts,
  failedAt: event.failedAt,
  createdAt: event.createdAt,
});

/**
 * What the console's Jobs page shows: the queues (none in the default mode, where jobs run inside
 * the outbox relay) and the outbox, then the failed jobs of both, by the id `{queue}:{jobId}`.
 */
@Injectable()
export class JobsOverview {
  constructor(
    @Inject(JOB_QUEUE_TOKEN) private readonly queue: JobQueue,
    private readonly outbox: OutboxInspector,
  ) {}

  async queues(): Promise<QueueView[]> {
    const [queues, outbox] = await Promise.all([this.queue.counts(), this.outbox.counts()]);
    return [
      ...queues.map((q) => ({ id: q.queue as string, waiting: q.waiting, active: q.active, failed: q.failed, delayed: q.delayed })),
      { id: OUTBOX_QUEUE, waiting: outbox.waiting, active: outbox.active, failed: outbox.failed, delayed: outbox.delayed },
    ];
  }

  /** Failed jobs of the queues first (newest first), then failed outbox events. */
  async failed(offset: number, limit: number): Promise<{ rows: FailedJobView[]; total: number }> {
    const queued = await this.queue.failed(0, offset + limit);
    const fromQueues = queued.jobs.slice(offset, offset + limit).map(jobView);
    const outboxOffset = Math.max(0, offset - queued.total);
    const outboxLimit = limit - fromQueues.length;
    const events = await this.outbox.failed(outboxOffset, Math.max(outboxLimit, 0));
    return { rows: [...fromQueues, ...(outboxLimit > 0 ? events.events.map(eventView) : [])], total: queued.total + events.total };
  }

  /** An outbox event changes in `manager`'s transaction; a queued job in Redis, at once. */
  async retry(id: string, manager?: EntityManager): Promise<FailedJobView | null> {
    const target = parseJobId(id);
    if (!target) return null;
    if (target.queue === OUTBOX_QUEUE) {
      const event = await this.outbox.retry(target.jobId, manager);
      return event && eventView(event);
    }
    const job = await this.queue.retry(target.queue, target.jobId);
    return job && jobView(job);
  }

  async discard(id: string, manager?: EntityManager): Promise<FailedJobView | null> {
    const target = parseJobId(id);
    if (!target) return null;
    if (target.queue === OUTBOX_QUEUE) {
      const event = await this.outbox.discard(target.jobId, manager);
      return event && eventView(event);
    }
    const job = await this.queue.discard(target.queue, target.jobId);
    return job && jobView(job);
  }
}

function parseJobId(id: string): { queue: QueueName | typeof OUTBOX_QUEUE; jobId: string } | null {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1 || id.length > 300) return null;
  const queue = id.slice(0, at);
  if (queue !== OUTBOX_QUEUE && !(Object.values(QueueName) as string[]).includes(queue)) return null;
  return { queue: queue as QueueName | typeof OUTBOX_QUEUE, jobId: id.slice(at + 1) };
}
