import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { firstMatch, listMail, type CapturedMail } from './smtp-capture.js';

/**
 * The mail of the default mode, read as a person would: the .eml files the portal writes to
 * DATA_DIR/outbox (no SMTP_URL). Same reading interface as SmtpCapture; files are parsed as they
 * appear, in the order of their names (which start with the time they were written).
 */
export class OutboxMailbox {
  readonly messages: CapturedMail[] = [];
  private readonly seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private scanning: Promise<void> | null = null;

  constructor(private readonly dataDir: string) {}

  get dir(): string {
    return join(this.dataDir, 'outbox');
  }

  async start(): Promise<void> {
    this.timer = setInterval(() => void this.scan(), 100);
  }

  /** Parses every .eml file not read yet. */
  scan(): Promise<void> {
    if (this.scanning) return this.scanning;
    const pass = this.readNew().finally(() => {
      if (this.scanning === pass) this.scanning = null;
    });
    this.scanning = pass;
    return pass;
  }

  private async readNew(): Promise<void> {
    const files = existsSync(this.dir) ? readdirSync(this.dir).filter((f) => f.endsWith('.eml')).sort() : [];
    for (const file of files) {
      if (this.seen.has(file)) continue;
      this.seen.add(file);
      const parsed = await simpleParser(readFileSync(join(this.dir, file)));
      const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v: { address?: string }) => (v.address ?? '').toLowerCase()));
      this.messages.push({
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        messageId: parsed.messageId ?? '',
        attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
      });
    }
  }

  /** The files written so far, whether parsed yet or not (to count them exactly). */
  files(): string[] {
    return existsSync(this.dir) ? readdirSync(this.dir).filter((f) => f.endsWith('.eml')).sort() : [];
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** As SmtpCapture.waitFor: `since` skips the messages read before it. */
  async waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs = 15000, since = 0): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    let next = since;
    for (;;) {
      await this.scan();
      const found = firstMatch(this.messages, predicate, next);
      if (found) return found;
      next = Math.max(next, this.messages.length);
      if (Date.now() > deadline) throw new Error(`No matching mail in ${this.dir} within ${timeoutMs} ms; got: ${listMail(this.messages.slice(since))}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.scanning;
  }
}

/** The embedded server the portal started in DATA_DIR (its port and password), or null. */
export function embeddedDatabaseUrl(dataDir: string): string | null {
  const file = join(dataDir, 'embedded-postgres.json');
  if (!existsSync(file)) return null;
  const state = JSON.parse(readFileSync(file, 'utf8')) as { password: string; port?: number };
  return state.port ? `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/portal` : null;
}

/** The pid of the embedded server holding DATA_DIR/postgres, when one runs. */
export function embeddedServerPid(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
