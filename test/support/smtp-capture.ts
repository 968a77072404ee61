import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** A real SMTP server on a loopback port that keeps every message, so tests read mail as a user would. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  /** Addresses the server refuses (550 at RCPT TO), so a test can see a delivery fail and be resent. */
  readonly rejected = new Set<string>();
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.rejected.has(address.address.toLowerCase())) return callback();
        const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed: ParsedMail) => {
            const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v: { address?: string }) => (v.address ?? '').toLowerCase()));
            this.messages.push({
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              attachments: parsed.attachments.map((a: { filename?: string; contentType: string; content: Buffer }) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
            });
            this.waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server as unknown as { server: { address(): { port: number } } }).server.address().port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /**
   * Waits until a message matching the predicate arrives (mail is sent by a job, after the response).
   * `since` skips the messages received before it (a count of `messages` taken earlier): a long run
   * receives hundreds of thousands, and each wake-up would otherwise read them all again.
   */
  async waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs = 15000, since = 0): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    let next = since;
    for (;;) {
      const found = firstMatch(this.messages, predicate, next);
      if (found) return found;
      next = Math.max(next, this.messages.length);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching mail within ${timeoutMs} ms; got: ${listMail(this.messages.slice(since))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The first message at or after `from` that matches. */
export function firstMatch(messages: CapturedMail[], predicate: (m: CapturedMail) => boolean, from: number): CapturedMail | undefined {
  for (let i = from; i < messages.length; i++) if (predicate(messages[i]!)) return messages[i];
  return undefined;
}

/** The messages for a failure's message: the last 20 of them, as recipients and subjects. */
export function listMail(messages: CapturedMail[]): string {
  const shown = messages.slice(-20).map((m) => `${m.to} "${m.subject}"`);
  return shown.length === 0 ? 'none' : `${messages.length > 20 ? `${messages.length - 20} earlier, then ` : ''}${shown.join(', ')}`;
}
