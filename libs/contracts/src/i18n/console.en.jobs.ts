import { JOBS_MSG } from '../jobs.js';

/** The Jobs page (super admins): the queues with their counts, failed jobs to retry or discard. */
export const JOBS_EN = {
  queuesTitle: 'Queues',
  queuesHelp: 'Jobs waiting, running, failed and waiting out a retry delay. The outbox holds changes not yet handed to a queue.',
  failedTitle: 'Failed jobs',
  failedHelp: 'Jobs that failed after every retry. Retry runs one again; discard sets it aside for good. Both are written to the audit log.',
  noFailed: 'No failed jobs.',
  fields: {
    queue: 'Queue',
    waiting: 'Waiting',
    active: 'Running',
    delayed: 'Retrying later',
    failed: 'Failed',
    name: 'Job',
    reason: 'Reason',
    attempts: 'Attempts',
    createdAt: 'Created',
    failedAt: 'Failed at',
    actions: 'Actions',
  },
  queue: {
    mail: 'Emails',
    imports: 'Imports and bulk actions',
    documents: 'Letters and evidence packs',
    reports: 'Reports',
    schedules: 'Scheduled sweeps (expiry, reminders)',
    outbox: 'Outbox',
  },
  /** The periodic sweeps (DECISIONS §10): how often, the last run and how it went, the next. */
  schedulesTitle: 'Periodic sweeps',
  schedulesHelp: 'Work the portal does on a timetable: each sweep runs once a period, on one instance at a time. A failed run is tried again at the next period.',
  noSchedules: 'No periodic sweeps are registered.',
  schedule: {
    'deadlines.sweep': 'Deadlines: reminders, targets reached, escalations',
    'accreditation.clock_sweep': 'Accreditation clocks: validity ending, renewal windows',
  },
  scheduleFields: { name: 'Sweep', every: 'Runs every', lastRun: 'Last run', outcome: 'Outcome', nextRun: 'Next run' },
  outcome: { ok: 'OK', failed: 'Failed: %{message}', running: 'Running', never: 'Not run yet' },
  every: { seconds: '%{n} seconds', minutes: '%{n} minutes', hours: '%{n} hours' },
  retry: 'Retry',
  discard: 'Discard',
  discardTitle: 'Discard this job?',
  discardConfirm: 'The job "%{name}" will not run again. This is written to the audit log.',
  retried: JOBS_MSG.jobRetried,
  discarded: JOBS_MSG.jobDiscarded,
  actionFailed: 'The job could not be changed.',
};
