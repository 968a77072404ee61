import type { JobName } from './job-names.js';

export interface JobContext {
  jobId: string;
  attempt: number;
  /** Reports progress (0-100) where the driver can keep it. */
  progress(percent: number): Promise<void>;
}

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

export interface QueueHealth {
  driver: 'bullmq' | 'in-process';
  ok: boolean;
  detail?: string;
}

/**
 * The one queue abstraction. `add` resolves once the job is safe: stored in Redis for BullMQ,
 * or, in-process, run to completion (the outbox row is then the only durable copy, so the relay
 * must not mark an event done before its job has finished).
 */
export interface JobQueue {
  readonly driver: 'bullmq' | 'in-process';
  /**
   * How long the outbox relay holds an event it is handing over (seconds): longer than `add` can
   * take, and no longer, since an event claimed by a process that then crashed waits this long.
   */
  readonly dispatchLeaseSeconds: number;
  add(name: JobName, payload: unknown, jobId: string): Promise<void>;
  /** Starts consuming jobs in this process (API in single-process mode, or the worker). */
  startWorkers(): Promise<void>;
  /** Stops taking new jobs and waits for the active ones to finish. */
  close(): Promise<void>;
  health(): Promise<QueueHealth>;
}

export const JOB_QUEUE_TOKEN = Symbol('JOB_QUEUE');
