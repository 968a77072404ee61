/**
 * The console's Jobs page (super admins, permission `jobs.manage`): the work queues with their
 * counts, and the jobs that failed after every retry, to run again or discard.
 */

/** The outbox, listed among the queues: events not yet handed to a queue (in the default mode, where jobs run). */
export const OUTBOX_QUEUE = 'outbox';

/** One row of GET /api/admin/jobs. */
export interface QueueView {
  /** The queue's name (mail, imports, documents, reports) or `outbox`. */
  id: string;
  waiting: number;
  active: number;
  failed: number;
  delayed: number;
}

/** One row of GET /api/admin/failed-jobs. */
export interface FailedJobView {
  /** `{queue}:{jobId}`, the id the retry and discard calls take. */
  id: string;
  queue: string;
  /** The job's name (mail.send, centres.import, ...) or, for the outbox, the event's type. */
  name: string;
  /** Why its last attempt failed, as the job said it. */
  reason: string;
  attempts: number;
  failedAt: string | null;
  createdAt: string | null;
}

export const JOBS_MSG = {
  jobNotFound: 'No failed job with this id. It may have been retried or discarded already.',
  jobRetried: 'The job will run again.',
  jobDiscarded: 'The job was discarded.',
} as const;

/**
 * One row of GET /api/admin/jobs/schedules: a periodic sweep (a BullMQ job scheduler, or this
 * process's timer in the single-process mode) with its last run and its next.
 */
export interface PeriodicJobView {
  /** The job's name (deadlines.sweep, accreditation.clock_sweep). */
  id: string;
  everyMs: number;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  /** How the last finished run went; null before the first one finishes. */
  outcome: 'ok' | 'failed' | null;
  /** Why the last run failed, as the sweep said it. */
  message: string | null;
  /** Started and not finished yet. */
  running: boolean;
  nextRunAt: string | null;
}
