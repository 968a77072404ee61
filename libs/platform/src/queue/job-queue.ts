import type { JobName, QueueName } from './job-names.js';

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

/** A queue's jobs by state, as the console's Jobs page and /metrics show them. */
export interface QueueCounts {
  queue: QueueName;
  waiting: number;
  active: number;
  failed: number;
  delayed: number;
}

/** A job that used up its attempts, with the reason its last attempt gave. */
export interface FailedJob {
  queue: QueueName;
  jobId: string;
  name: string;
  reason: string;
  attempts: number;
  failedAt: string | null;
  createdAt: string | null;
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
  /**
   * Runs the job every `everyMs` for as long as the portal runs: a BullMQ job scheduler (one run a
   * tick, whatever the number of processes), or a timer of this process in the single-process mode.
   */
  repeat(name: JobName, everyMs: number): Promise<void>;
  /** When the repeated job runs next (ms since the epoch); null when it is not scheduled (yet). */
  nextRun(name: JobName): Promise<number | null>;
  /** Starts consuming jobs in this process (API in single-process mode, or the worker). */
  startWorkers(): Promise<void>;
  /** Stops taking new jobs and waits for the active ones to finish. */
  close(): Promise<void>;
  health(): Promise<QueueHealth>;
  /** Jobs by queue and state; none in-process, where a job runs inside the relay's hand-over. */
  counts(): Promise<QueueCounts[]>;
  /** Failed jobs, newest first, across every queue. */
  failed(offset: number, limit: number): Promise<{ jobs: FailedJob[]; total: number }>;
  /** Runs a failed job again; null when there is no such failed job (any more). */
  retry(queue: QueueName, jobId: string): Promise<FailedJob | null>;
  /** Removes a failed job; null when there is no such failed job (any more). */
  discard(queue: QueueName, jobId: string): Promise<FailedJob | null>;
}

export const JOB_QUEUE_TOKEN = Symbol('JOB_QUEUE');
