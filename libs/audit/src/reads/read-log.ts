import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { entriesCarrying, type Permission, type ReadKind } from '#contracts';
import { APP_CONFIG, currentTime, JobName, PeriodicWork, type AdminPrincipal, type AppConfig } from '#platform';
import { BatchingWriter } from './batching-writer.js';

/** One staff read of one centre, as stored: no personal value of the centre. */
export interface CentreRead {
  at: Date;
  userId: string;
  role: string;
  state: string | null;
  centreId: string;
  kind: ReadKind;
}

/** The office a read is recorded under: the role entry that allowed it, and the state it reached the centre by (null: every state). */
export interface ReadOffice {
  role: string;
  state: string | null;
}

const DAY_MS = 24 * 3600_000;
/** PostgreSQL's answer when a row's month has no partition yet (23514, "no partition of relation ... found for row"). */
const NO_PARTITION = /no partition of relation/i;

/**
 * Which office read: among the caller's role entries carrying the permission that allowed the read
 * and reaching the centre's state, a state-level one first (it names the state's office), else a
 * national one (DECISIONS §9: power is per role entry, so is accountability).
 */
export function readOffice(admin: AdminPrincipal, permission: Permission, state: string | null | undefined): ReadOffice {
  const carrying = entriesCarrying(admin.power, permission);
  const wanted = state?.trim().toLowerCase();
  for (const entry of carrying) {
    if (entry.states === 'all') continue;
    const matched = wanted ? entry.states.find((s) => s.trim().toLowerCase() === wanted) : undefined;
    if (matched) return { role: entry.role, state: matched };
  }
  const national = carrying.find((e) => e.states === 'all') ?? admin.power.find((e) => e.states === 'all');
  return { role: national?.role ?? admin.power[0]?.role ?? 'unknown', state: null };
}

/**
 * The read log's one entry point (DECISIONS §10, Personal data; docs/SECURITY.md "Read log"). A read
 * is added to an in-process buffer and the request goes on: a batching writer stores the buffer in
 * one INSERT every READ_LOG_FLUSH_MS or READ_LOG_BATCH reads, and on shutdown. Chosen over a BullMQ
 * queue because a queue would put a Redis round trip (and a job) on every read while storing the
 * same rows; the price is that a crash loses what waits, at most one batch.
 */
@Injectable()
export class ReadLog implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('read-log');
  private readonly writer: BatchingWriter<CentreRead>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly periodic: PeriodicWork,
  ) {
    this.writer = new BatchingWriter((batch) => this.store(batch), {
      maxBatch: config.readLogBatch,
      flushMs: config.readLogFlushMs,
      onError: (error, waiting, dropped) => this.logger.error(`read log not written (${waiting} waiting, ${dropped} dropped so far): ${error.message}`),
    });
  }

  get enabled(): boolean {
    return this.config.readLog;
  }

  onModuleInit(): void {
    // This month's and next month's partitions exist before their first read (a day's margin at least).
    this.periodic.register(JobName.ReadLogPartitions, DAY_MS / 4, () => this.ensurePartitions(currentTime()));
  }

  /** Before the database closes (Nest destroys modules before the data source's shutdown hook). */
  async onModuleDestroy(): Promise<void> {
    await this.writer.close();
  }

  /** One read of one centre's personal data by a staff member, allowed by `permission`. */
  record(admin: AdminPrincipal, permission: Permission, centre: { id: string; state: string | null | undefined }, kind: ReadKind): void {
    if (!this.enabled) return;
    const office = readOffice(admin, permission, centre.state);
    this.writer.add({ at: currentTime(), userId: admin.id, role: office.role, state: office.state, centreId: centre.id, kind });
  }

  /**
   * Many centres read at once (an export's batch): added like one read each, and the caller waits
   * while more than a batch is waiting, so a long export keeps the buffer at about one batch.
   */
  async recordMany(admin: AdminPrincipal, permission: Permission, centres: ReadonlyArray<{ id: string; state: string | null | undefined }>, kind: ReadKind): Promise<void> {
    if (!this.enabled || centres.length === 0) return;
    const at = currentTime();
    const offices = new Map<string, ReadOffice>();
    const reads = centres.map((centre) => {
      const key = centre.state?.trim().toLowerCase() ?? '';
      let office = offices.get(key);
      if (!office) offices.set(key, (office = readOffice(admin, permission, centre.state)));
      return { at, userId: admin.id, role: office.role, state: office.state, centreId: centre.id, kind };
    });
    this.writer.add(...reads);
    if (this.writer.pending >= this.config.readLogBatch) await this.writer.drain();
  }

  /** Writes what waits now (tests and the bench read the log right after a read). */
  flush(): Promise<void> {
    return this.writer.drain();
  }

  /** The partitions of `moment`'s month and the next. */
  async ensurePartitions(moment: Date): Promise<void> {
    const next = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 1));
    for (const at of [moment, next]) await this.dataSource.query('SELECT centre_reads_ensure_partition($1)', [at]);
  }

  private async store(batch: readonly CentreRead[]): Promise<void> {
    try {
      await this.insert(batch);
    } catch (error) {
      if (!NO_PARTITION.test((error as Error).message)) throw error;
      // A month without a partition (the periodic job has not run, or the clock moved): made, then written.
      const months = new Map(batch.map((r) => [`${r.at.getUTCFullYear()}-${r.at.getUTCMonth()}`, r.at]));
      for (const at of months.values()) await this.dataSource.query('SELECT centre_reads_ensure_partition($1)', [at]);
      await this.insert(batch);
    }
  }

  private async insert(batch: readonly CentreRead[]): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO centre_reads (at, user_id, role, state, centre_id, kind)
       SELECT * FROM unnest($1::timestamptz[], $2::uuid[], $3::text[], $4::text[], $5::uuid[], $6::text[])`,
      [batch.map((r) => r.at), batch.map((r) => r.userId), batch.map((r) => r.role), batch.map((r) => r.state), batch.map((r) => r.centreId), batch.map((r) => r.kind)],
    );
  }
}
