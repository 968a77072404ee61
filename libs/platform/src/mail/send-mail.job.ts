import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobName } from '../queue/job-names.js';
import { JobRegistry } from '../queue/job-registry.js';
import { MailTemplates } from './mail-templates.js';
import { MailTransport, type OutgoingMail } from './mail-transport.js';

/**
 * A file to attach, named relative to DATA_DIR. The outbox keeps only this reference: the bytes
 * are read when the mail is sent, so a large file never travels through the database or Redis.
 */
export interface MailAttachmentRef {
  path: string;
  filename: string;
  contentType: string;
}

export interface SendMailPayload {
  template: string;
  to: string;
  data: Record<string, unknown>;
  attachments?: MailAttachmentRef[];
}

/** Resolves an attachment path; anything that would lead outside DATA_DIR is refused. */
export function attachmentPath(dataDir: string, path: string): string {
  const root = resolve(dataDir);
  const full = resolve(root, path);
  const rel = relative(root, full);
  if (isAbsolute(path) || rel === '' || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`Attachment path ${path} is outside DATA_DIR`);
  return full;
}

/** The message a SendMail payload stands for, attachments read now; the id is stable per job. */
export async function composeMail(templates: MailTemplates, dataDir: string, payload: SendMailPayload, jobId: string): Promise<OutgoingMail> {
  const rendered = templates.render(payload.template, payload.data);
  const refs = payload.attachments ?? [];
  const attachments = await Promise.all(
    refs.map(async (ref) => ({ filename: ref.filename, contentType: ref.contentType, content: await readFile(attachmentPath(dataDir, ref.path)) })),
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register<SendMailPayload>(JobName.SendMail, async (payload, ctx) => {
      await this.transport.send(await composeMail(this.templates, this.config.dataDir, payload, ctx.jobId));
    });
  }
}
