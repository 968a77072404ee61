import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { erasureJournalProvider, ERASURE_LEDGER, FileErasureJournal, RedisErasureJournal, type ErasureJournal } from '../erasure-journal.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const entry = (n: number) => ({ subject: `centre:00000000-0000-4000-8000-00000000000${n}`, rule: 'request' as const, erasedAt: `2026-0${n}-01T00:00:00.000Z` });

/** docs/OPERATIONS.md "Erasures and backups": the journal that a restore of the database cannot undo. */
describe('erasure journal', () => {
  const dirs: string[] = [];
  const clients: Redis[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cbt-journal-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    for (const client of clients) client.disconnect();
  });

  it('default mode: a DATA_DIR file of subjects and times, read back in order, a line cut short passed by', async () => {
    const dir = dataDir();
    const journal = new FileErasureJournal(dir);
    expect(await journal.entries()).toEqual([]);
    await journal.append([entry(1)]);
    appendFileSync(join(dir, ERASURE_LEDGER), '{"subject":"centre:cut');
    appendFileSync(join(dir, ERASURE_LEDGER), '\n');
    await journal.append([entry(2), entry(3)]);
    expect(await journal.entries()).toEqual([entry(1), entry(2), entry(3)]);
    expect(readFileSync(join(dir, ERASURE_LEDGER), 'utf8')).not.toMatch(/@|name/i);
  });

  it('services mode: one Redis list that every instance (each with its own DATA_DIR) appends to and reads whole', async () => {
    const prefix = `t${randomBytes(4).toString('hex')}`;
    const client = () => {
      const redis = new Redis(REDIS_URL, { lazyConnect: true });
      clients.push(redis);
      return redis;
    };
    const first: ErasureJournal = new RedisErasureJournal(client(), prefix, dataDir());
    const second: ErasureJournal = new RedisErasureJournal(client(), prefix, dataDir());
    await first.append([entry(1)]);
    await second.append([entry(2)]);
    expect(await first.entries()).toEqual([entry(1), entry(2)]);
    expect(await second.entries()).toEqual([entry(1), entry(2)]);
    expect(first.where).toBe(`${prefix}:privacy:erasures`);
    // Nothing of it in either DATA_DIR: a restore of the database or of an instance's disk leaves it whole.
    await client().del(first.where);
  });

  it('services mode still reads a DATA_DIR file an earlier version wrote, so no erasure it names is forgotten', async () => {
    const dir = dataDir();
    await new FileErasureJournal(dir).append([entry(3)]);
    const journal = new RedisErasureJournal(new Redis(REDIS_URL, { lazyConnect: true }), `t${randomBytes(4).toString('hex')}`, dir);
    await journal.append([entry(4)]);
    expect(await journal.entries()).toEqual([entry(4), entry(3)]);
    (journal as unknown as { onModuleDestroy(): void }).onModuleDestroy();
  });

  it('is chosen by REDIS_URL: Redis when set, the DATA_DIR file otherwise (DECISIONS §3)', () => {
    const factory = (erasureJournalProvider as { useFactory: (config: unknown) => ErasureJournal }).useFactory;
    const dir = dataDir();
    expect(factory({ redisUrl: null, dataDir: dir })).toBeInstanceOf(FileErasureJournal);
    const shared = factory({ redisUrl: REDIS_URL, dataDir: dir });
    expect(shared).toBeInstanceOf(RedisErasureJournal);
    (shared as unknown as { onModuleDestroy(): void }).onModuleDestroy();
  });
});
