import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobName } from '../queue/job-names.js';
import { JobRegistry } from '../queue/job-registry.js';
import { MailTemplates } from './mail-templates.js';
import { MailTransport } from './mail-transport.js';

export interface SendMailPayload {
  template: string;
  to: string;
  data: Record<string, unknown>;
}

/** Renders a template and sends it; the job id makes a redelivery a no-op (see runJobOnce). */
@Injectable()
export class SendMailJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly templates: MailTemplates,
    private readonly transport: MailTransport,
  ) {}

  onModuleInit(): void {
    this.registry.register<SendMailPayload>(JobName.SendMail, async (payload, ctx) => {
      const rendered = this.templates.render(payload.template, payload.data);
      await this.transport.send({ ...rendered, to: payload.to, messageId: `<${ctx.jobId}@cbt-portal>` });
    });
  }
}
