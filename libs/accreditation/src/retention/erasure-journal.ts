import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RetentionRule } from '#contracts';
import { APP_CONFIG, type AppConfig } from '#platform';

/** The journal file of the default mode, kept in DATA_DIR beside the audit checkpoints. */
export const ERASURE_LEDGER = 'erasures.jsonl';

/** One erasure as the journal keeps it: the subject and when, never a value (docs/OPERATIONS.md "Erasures and backups"). */
export interface JournalEntry {
  subject: string;
  rule: RetentionRule | 'request';
  erasedAt: string;
}

/**
 * The record of every erasure that a restore of the database must not undo (DECISIONS §10), kept
 * outside the database and so outside its backups. Read at every start (ErasureReplay), appended
 * after each erasure and completed from the erasures table by the daily job (RetentionSweep).
 */
export interface ErasureJournal {
  append(entries: JournalEntry[]): Promise<void>;
  entries(): Promise<JournalEntry[]>;
  /** Where it lives, for the log and the operator. */
  readonly where: string;
}

export const ERASURE_JOURNAL = Symbol('ERASURE_JOURNAL');

/** Lines that do not read as an entry (a write cut short by a crash) are passed by. */
export function parseJournalLines(lines: string[]): JournalEntry[] {
  return lines.flatMap((line) => {
    if (!line.trim()) return [];
    try {
      const entry = JSON.parse(line) as Partial<JournalEntry>;
      return typeof entry.subject === 'string' && typeof entry.erasedAt === 'string' ? [{ subject: entry.subject, rule: entry.rule ?? 'request', erasedAt: entry.erasedAt }] : [];
    } catch {
      return [];
    }
  });
}

/** The default mode (no REDIS_URL: one instance, DECISIONS §3): a file in DATA_DIR. */
export class FileErasureJournal implements ErasureJournal {
  readonly where: string;

  constructor(dataDir: string) {
    this.where = join(dataDir, ERASURE_LEDGER);
  }

  async append(entries: JournalEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await mkdir(join(this.where, '..'), { recursive: true });
    await appendFile(this.where, entries.map((e) => `${JSON.stringify(e)}\n`).join(''), { mode: 0o600 });
  }

  async entries(): Promise<JournalEntry[]> {
    return existsSync(this.where) ? parseJournalLines(readFileSync(this.where, 'utf8').split('\n')) : [];
  }
}

/**
 * The services mode (REDIS_URL set): a Redis list every instance appends to and reads.
 *
 * Why Redis: DECISIONS §9 puts every fact of a deployment with several instances in PostgreSQL or
 * Redis, and keeps even documents and uploads in PostgreSQL, so there is no file or object store
 * shared by the instances; the database is exactly what a restore brings back. Redis is the one
 * storage every instance shares that a restore of the database leaves as it is. Its data must be
 * persisted (appendonly yes) and never evicted (maxmemory-policy noeviction, which BullMQ requires
 * already): docs/OPERATIONS.md "Erasures and backups". A DATA_DIR file left by an earlier version
 * (or copied in by an operator) is read as well, so no erasure it names is forgotten.
 */
export class RedisErasureJournal implements ErasureJournal {
  readonly where: string;
  private readonly legacy: FileErasureJournal;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    dataDir: string,
  ) {
    this.where = `${prefix}:privacy:erasures`;
    this.legacy = new FileErasureJournal(dataDir);
  }

  async append(entries: JournalEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.redis.rpush(this.where, ...entries.map((e) => JSON.stringify(e)));
  }

  async entries(): Promise<JournalEntry[]> {
    const shared = parseJournalLines(await this.redis.lrange(this.where, 0, -1));
    return [...shared, ...(await this.legacy.entries())];
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}

export const erasureJournalProvider: Provider = {
  provide: ERASURE_JOURNAL,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): ErasureJournal => {
    if (!config.redisUrl) return new FileErasureJournal(config.dataDir);
    // Commands wait for a Redis that is restarting rather than fail at once: an entry is worth the wait.
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
    redis.on('error', () => {});
    return new RedisErasureJournal(redis, process.env.QUEUE_PREFIX ?? 'cbt', config.dataDir);
  },
};
