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
  ) {}

  onModuleInit(): void {
    this.registry.register<SendMailPayload>(JobName.SendMail, async (payload, ctx) => {
      await this.transport.send(await composeMail(this.templates, this.files, payload, ctx.jobId));
    });
  }
}
