import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditVerifyResult } from '#contracts';
import { APP_CONFIG, type AppConfig } from '#platform';
import { CheckpointFile } from '../chain/audit-checkpoints.js';
import { AUDIT_KEY } from '../chain/audit-key.js';
import { verifyAuditLog } from './audit-verifier.js';

/** How often a signed checkpoint is written when the log has grown (AUDIT_CHECKPOINT_MS, default a minute). */
export function checkpointInterval(env: Record<string, string | undefined> = process.env): number {
  const raw = Number(env.AUDIT_CHECKPOINT_MS ?? 60000);
  return Number.isInteger(raw) && raw >= 100 && raw <= 86_400_000 ? raw : 60000;
}

/** Signed checkpoints at intervals, and the whole-chain verification. */
@Injectable()
export class AuditChainService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('audit-chain');
  readonly checkpoints: CheckpointFile;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUDIT_KEY) private readonly key: Buffer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.checkpoints = new CheckpointFile(config.dataDir, key);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.checkpoint(), checkpointInterval());
    this.timer.unref();
  }

  /**
   * The last checkpoint is signed before any module lets go of its resources: TypeORM closes the
   * database in its own onApplicationShutdown, which may run first, and the checkpoint reads the tip.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.checkpoint();
  }

  /** Writes a checkpoint of the current tip unless the newest one already covers it. */
  checkpoint(): Promise<unknown> {
    this.writing = this.writing.then(() =>
      this.checkpoints.write(this.dataSource).catch((error: Error) => this.logger.warn(`checkpoint not written: ${error.message}`)),
    );
    return this.writing;
  }

  verify(): Promise<AuditVerifyResult> {
    return verifyAuditLog(this.dataSource, this.key, this.checkpoints);
  }
}
