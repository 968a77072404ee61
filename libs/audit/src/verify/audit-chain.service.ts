import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditVerifyResult } from '#contracts';
import { APP_CONFIG, JobName, PeriodicWork, type AppConfig } from '#platform';
import { CheckpointFile, checkpointDir, signCheckpoint } from '../chain/audit-checkpoints.js';
import { checkpointTable } from '../chain/checkpoint-table.js';
import { AUDIT_KEY } from '../chain/audit-key.js';
import { walkAuditLog } from './audit-verifier.js';

const DAY_MS = 24 * 3600 * 1000;

function boundedMs(raw: string | undefined, fallback: number, min: number, max: number): number {
  const value = Number(raw ?? fallback);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** How often the chain's new entries are verified and a checkpoint signed (AUDIT_CHECKPOINT_MS, default a minute). */
export function checkpointInterval(env: Record<string, string | undefined> = process.env): number {
  return boundedMs(env.AUDIT_CHECKPOINT_MS, 60000, 100, DAY_MS);
}

/** How often the whole chain is re-verified from its first entry (AUDIT_FULL_VERIFY_MS, default daily). */
export function fullVerifyInterval(env: Record<string, string | undefined> = process.env): number {
  return boundedMs(env.AUDIT_FULL_VERIFY_MS, DAY_MS, 1000, 7 * DAY_MS);
}

/**
 * How many signed checkpoints are kept, in PostgreSQL and in the copy outside it (AUDIT_CHECKPOINT_KEEP,
 * default 1440: a day of the timer's). Verification starts from the newest, which is always kept; a
 * full walk needs none; the older ones are pruned as each new one is signed (docs/SECURITY.md).
 */
export function checkpointsKept(env: Record<string, string | undefined> = process.env): number {
  return boundedMs(env.AUDIT_CHECKPOINT_KEEP, 1440, 1, 1_000_000);
}

/** One writer of checkpoints at a time across instances: a line is never appended while the file is rewritten. */
const CHECKPOINT_LOCK = 'audit_checkpoints:writer';

/**
 * Verification of the chain and its signed checkpoints (docs/SECURITY.md "Audit verification from
 * checkpoints"). Each verification that finds the chain intact signs a checkpoint of the newest entry
 * it reached, kept in PostgreSQL (shared by every instance) and copied outside it (DECISIONS §9); the
 * next verification starts there. A timer verifies the new entries every AUDIT_CHECKPOINT_MS, and a
 * periodic sweep re-verifies the whole chain, shown on the Jobs page.
 */
@Injectable()
export class AuditChainService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('audit-chain');
  readonly checkpoints: CheckpointFile;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<unknown> = Promise.resolve();
  private readonly keep = checkpointsKept();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUDIT_KEY) private readonly key: Buffer,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly periodic: PeriodicWork,
  ) {
    this.checkpoints = new CheckpointFile(checkpointDir(config.dataDir), key);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.checkpoint(), checkpointInterval());
    this.timer.unref();
    this.periodic.register(JobName.AuditFullVerify, fullVerifyInterval(), async () => {
      const result = await this.verify({ full: true });
      // A failed run on the Jobs page names the entry; the operator then runs verify-audit for the rest.
      if (!result.intact) throw new Error(`audit chain broken at ${result.firstBrokenId}: ${result.problem}`);
    }, { onClockAdvance: false });
  }

  /**
   * The last checkpoint is signed before any module lets go of its resources: TypeORM closes the
   * database in its own onApplicationShutdown, which may run first, and the checkpoint reads the tip.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checkpoint();
  }

  /** Verifies the entries since the newest checkpoint and, when intact, signs one at the tip. */
  checkpoint(): Promise<unknown> {
    this.writing = this.writing.then(() => this.verify().catch((error: Error) => this.logger.warn(`checkpoint not written: ${error.message}`)));
    return this.writing;
  }

  async verify(options: { full?: boolean } = {}): Promise<AuditVerifyResult> {
    const { result, tip } = await walkAuditLog(this.dataSource, this.key, this.checkpoints, options);
    if (tip && (result.startedFrom === null || tip.entries > result.startedFrom.entries)) {
      try {
        const checkpoint = signCheckpoint(this.key, tip.entries, tip.head, result.mode === 'full');
        await this.underLock(async () => {
          // The row first: the copy outside is written only for the row that was kept, so the two never differ.
          if (!(await checkpointTable.insert(this.dataSource, checkpoint))) return;
          this.checkpoints.append(checkpoint);
          await this.prune();
        });
      } catch (error) {
        this.logger.warn(`checkpoint not written: ${(error as Error).message}`);
      }
    }
    return result;
  }

  /**
   * Keeps the newest AUDIT_CHECKPOINT_KEEP checkpoints: the copy's older lines go first, then the
   * rows (a row without its copy is what a new instance's empty directory looks like already; a copy
   * older than every row is one pruned). Called only right after an intact verification signed the
   * newest, so nothing a verification found is pruned, and the one it starts from stays.
   */
  private async prune(): Promise<void> {
    const floor = await checkpointTable.floor(this.dataSource, this.keep);
    if (floor === null) return;
    const lines = this.checkpoints.pruneBefore(floor);
    const rows = await checkpointTable.deleteBefore(this.dataSource, floor);
    if (lines + rows > 0) this.logger.debug(`pruned checkpoints before entry ${floor}: ${rows} row(s), ${lines} line(s)`);
  }

  /** A session advisory lock on its own connection, released whatever happens. */
  private async underLock(work: () => Promise<void>): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock(hashtext($1))', [CHECKPOINT_LOCK]);
      try {
        await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [CHECKPOINT_LOCK]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }
}
