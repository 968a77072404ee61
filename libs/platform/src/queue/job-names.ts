/**
 * Every job of the portal. These strings are stored in Redis and in the outbox: never rename one.
 * Each job runs on one queue so that a long import never delays an email.
 */
export enum JobName {
  SendMail = 'mail.send',
  ImportCentres = 'centres.import',
  BulkCentreActions = 'centres.bulk_action',
  GenerateAccreditationLetter = 'accreditation.letter',
  ReconcileAccreditationLetters = 'accreditation.letter.reconcile',
  AggregateReports = 'reports.aggregate',
  RebuildReports = 'reports.rebuild',
  GenerateEvidencePack = 'audit.evidence',
}

export enum QueueName {
  Mail = 'mail',
  Imports = 'imports',
  Documents = 'documents',
  Reports = 'reports',
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.ImportCentres]: QueueName.Imports,
  [JobName.BulkCentreActions]: QueueName.Imports,
  [JobName.GenerateAccreditationLetter]: QueueName.Documents,
  [JobName.ReconcileAccreditationLetters]: QueueName.Documents,
  [JobName.AggregateReports]: QueueName.Reports,
  [JobName.RebuildReports]: QueueName.Reports,
  [JobName.GenerateEvidencePack]: QueueName.Documents,
};
