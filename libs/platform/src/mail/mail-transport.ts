import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { RenderedMail } from './mail-layout.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** Stable per job, so a resent message can be recognised by the receiving side. */
  messageId: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox plus one log line each. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('mail');
  private readonly transporter: Transporter;
  private readonly toFiles: boolean;
  private outboxReady = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.toFiles = !config.smtpUrl;
    this.transporter = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
      attachments: mail.attachments,
    });
    if (this.toFiles) {
      const dir = join(this.config.dataDir, 'outbox');
      // Made once per process (and again if it was removed since): not a system call per email.
      if (!this.outboxReady) {
        await mkdir(dir, { recursive: true });
        this.outboxReady = true;
      }
      const safeId = mail.messageId.replace(/[^A-Za-z0-9._-]/g, '_');
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      // Written whole, then named .eml: whoever reads the outbox never sees half a message.
      const message = (info as unknown as { message: Buffer }).message;
      await writeFile(`${file}.part`, message, { mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true });
        await writeFile(`${file}.part`, message, { mode: 0o600 });
      });
      await rename(`${file}.part`, file);
      this.logger.log(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
    } else {
      this.logger.log(`mail to ${mail.to} "${mail.subject}" sent`);
    }
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
