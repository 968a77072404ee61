/**
 * Every job of the portal. These strings are stored in Redis and in the outbox: never rename one.
 * Each job runs on one queue so that a long import never delays an email, and a burst of notices
 * (an import's, the deadline sweep's) never delays a sign-in code someone is waiting for.
 */
export enum JobName {
  SendMail = 'mail.send',
  /** Many emails of one kind from one event (an import batch's notices), each sent once. */
  SendMailBatch = 'mail.send_batch',
  ImportCentres = 'centres.import',
  BulkCentreActions = 'centres.bulk_action',
  GenerateAccreditationLetter = 'accreditation.letter',
  ReconcileAccreditationLetters = 'accreditation.letter.reconcile',
  AggregateReports = 'reports.aggregate',
  RebuildReports = 'reports.rebuild',
  GenerateEvidencePack = 'audit.evidence',
  /** The periodic sweep of accreditation clocks: validity ending, renewal windows (ARCHITECTURE 14). */
  AccreditationClockSweep = 'accreditation.clock_sweep',
  /** The periodic sweep of deadlines: expiry reminders, query reminders, targets reached, escalations. */
  DeadlineSweep = 'deadlines.sweep',
  /** Sends one recorded notification (centre_notifications) and writes its delivery state. */
  SendNotification = 'deadlines.notification',
  /** The daily retention job (DECISIONS §10): erases what its retention class no longer allows keeping. */
  RetentionSweep = 'privacy.retention_sweep',
  /** Makes the read log's partitions of this month and the next ahead of their first read (DECISIONS §10). */
  ReadLogPartitions = 'privacy.read_log_partitions',
  /** The periodic sweep of privacy requests: the reminder at half the statutory time, the escalation past it. */
  PrivacyRequestSweep = 'privacy.request_sweep',
  /** The periodic verification of the whole audit chain from its first entry (docs/SECURITY.md). */
  AuditFullVerify = 'audit.full_verify',
  /** Writes the register's logged changes into its feed even when nobody reads it (DECISIONS §10: within 60 s). */
  RegisterFeedCatchUp = 'register.feed_catch_up',
}

export enum QueueName {
  /** One email a job: sign-in codes, password resets, decisions. */
  Mail = 'mail',
  /** Emails sent many at a time: an import's notices, deadline reminders to every acting admin. */
  Notices = 'notices',
  Imports = 'imports',
  Documents = 'documents',
  Reports = 'reports',
  /** Periodic work started by a job scheduler: one run a tick, whatever the number of processes. */
  Schedules = 'schedules',
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.SendMailBatch]: QueueName.Notices,
  [JobName.ImportCentres]: QueueName.Imports,
  [JobName.BulkCentreActions]: QueueName.Imports,
  [JobName.GenerateAccreditationLetter]: QueueName.Documents,
  [JobName.ReconcileAccreditationLetters]: QueueName.Documents,
  [JobName.AggregateReports]: QueueName.Reports,
  [JobName.RebuildReports]: QueueName.Reports,
  [JobName.GenerateEvidencePack]: QueueName.Documents,
  [JobName.AccreditationClockSweep]: QueueName.Schedules,
  [JobName.DeadlineSweep]: QueueName.Schedules,
  [JobName.SendNotification]: QueueName.Notices,
  [JobName.RetentionSweep]: QueueName.Schedules,
  [JobName.ReadLogPartitions]: QueueName.Schedules,
  [JobName.PrivacyRequestSweep]: QueueName.Schedules,
  [JobName.AuditFullVerify]: QueueName.Schedules,
  [JobName.RegisterFeedCatchUp]: QueueName.Schedules,
};
