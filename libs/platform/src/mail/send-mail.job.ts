import { DataSource } from 'typeorm';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FileStorage } from '../files/file-storage.js';
import { JobName } from '../queue/job-names.js';
import { JobRegistry } from '../queue/job-registry.js';
import { MailTemplates } from './mail-templates.js';
import { MailTransport, type OutgoingMail } from './mail-transport.js';

/**
 * A stored file to attach (FileStorage). The outbox keeps only this reference: the bytes are read
 * when the mail is sent, so a large file never travels through the outbox table or Redis.
 * `path` is how an earlier version named a letter in DATA_DIR (`letters/{uuid}.pdf`); such a file
 * has since moved into the database under that uuid, so mail queued before the move still goes out.
 */
export interface MailAttachmentRef {
  fileId?: string;
  path?: string;
  filename: string;
  contentType: string;
}

export interface SendMailPayload {
  template: string;
  to: string;
  data: Record<string, unknown>;
  attachments?: MailAttachmentRef[];
}

/** Emails sent by one job: an import batch's notices, one per created centre. */
export interface SendMailBatchPayload {
  mails: SendMailPayload[];
}

/** How many sent emails are recorded together in completed_jobs. */
const RECORD_EVERY = 50;

const LEGACY_PATH = /^(?:letters|evidence)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/** The stored file an attachment names; anything else (an absolute path, a path outside the stores) is refused. */
export function attachmentFileId(ref: MailAttachmentRef): string {
  if (ref.fileId) return ref.fileId;
  const legacy = LEGACY_PATH.exec(ref.path ?? '');
  if (!legacy) throw new Error(`Attachment ${ref.path ?? '(unnamed)'} names no stored file`);
  return legacy[1]!.toLowerCase();
}

/** The message a SendMail payload stands for, attachments read now; the id is stable per job. */
export async function composeMail(templates: MailTemplates, files: Pick<FileStorage, 'read'>, payload: SendMailPayload, jobId: string): Promise<OutgoingMail> {
  const rendered = templates.render(payload.template, payload.data);
  const refs = payload.attachments ?? [];
  const attachments = await Promise.all(
    refs.map(async (ref) => {
      const id = attachmentFileId(ref);
      // A missing file fails the job (retried, then listed among the failed jobs) rather than mailing without it.
      const content = await files.read(id);
      if (!content) throw new Error(`Attachment ${ref.filename} (stored file ${id}) is missing`);
      return { filename: ref.filename, contentType: ref.contentType, content };
    }),
  );
  return { ...rendered, to: payload.to, messageId: `<${jobId}@cbt-portal>`, ...(attachments.length ? { attachments } : {}) };
}

/** Renders a template and sends it; the job id makes a redelivery a no-op (see runJobOnce). */
@Injectable()
export class SendMailJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly templates: MailTemplates,
    private readonly transport: MailTransport,
    private readonly files: FileStorage,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register<SendMailPayload>(JobName.SendMail, async (payload, ctx) => {
      await this.transport.send(await composeMail(this.templates, this.files, payload, ctx.jobId));
    });
    this.registry.register<SendMailBatchPayload>(JobName.SendMailBatch, (payload, ctx) => this.sendBatch(payload, ctx.jobId));
  }

  /**
   * Each email of the batch has its own id (`{job}:{n}`) and is recorded in completed_jobs once sent,
   * as a single email's job is: a retried batch sends only what was not sent, and one address the
   * mail server refuses fails the job (retried later) without holding back the rest.
   */
  private async sendBatch(payload: SendMailBatchPayload, jobId: string): Promise<void> {
    const mails = Array.isArray(payload?.mails) ? payload.mails : [];
    const ids = mails.map((_, i) => `${jobId}:${i}`);
    const rows = (await this.dataSource.query('SELECT job_id FROM completed_jobs WHERE job_id = ANY($1::text[])', [ids])) as Array<{ job_id: string }>;
    const done = new Set(rows.map((r) => r.job_id));
    let sent: string[] = [];
    const record = async () => {
      if (sent.length === 0) return;
      const batch = sent;
      sent = [];
      await this.dataSource.query('INSERT INTO completed_jobs (job_id, job_name) SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING', [batch, JobName.SendMail]);
    };
    const failures: string[] = [];
    try {
      for (let i = 0; i < mails.length; i++) {
        if (done.has(ids[i]!)) continue;
        try {
          await this.transport.send(await composeMail(this.templates, this.files, mails[i]!, ids[i]!));
          sent.push(ids[i]!);
        } catch (error) {
          failures.push(`${mails[i]!.to}: ${(error as Error).message}`);
        }
        if (sent.length >= RECORD_EVERY) await record();
      }
    } finally {
      await record();
    }
    if (failures.length > 0) throw new Error(`${failures.length} of ${mails.length} emails not sent (${failures.slice(0, 3).join('; ')})`);
  }
}
