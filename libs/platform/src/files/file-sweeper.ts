import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Files younger than this are left alone: an upload may still be arriving or committing. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 15 * 60 * 1000;
/** The advisory lock's name for "a sweep is running", so instances take turns instead of racing. */
const SWEEP_LOCK = 'files.sweep';

export interface SweepResult {
  /** Files whose upload never finished (a process died, a client went away). */
  partials: number;
  /** Whole files no owner row ever claimed (refused uploads, a crash before the commit). */
  unreferenced: number;
}

/**
 * Removes files that are not `kept` once older than `minAgeMs` (see FileStorage). Runs at start and
 * every 15 minutes (UPLOAD_SWEEP_INTERVAL_MS) in each API process; a transaction-scoped advisory
 * lock lets one instance sweep at a time, and a sweep removes only what no owner has claimed.
 */
@Injectable()
export class FileSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('files');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    const raw = Number(process.env.UPLOAD_SWEEP_INTERVAL_MS);
    const interval = Number.isInteger(raw) && raw >= 100 ? raw : DEFAULT_INTERVAL_MS;
    const tick = () => {
      if (this.running) return;
      this.running = this.sweep().finally(() => (this.running = null));
    };
    this.timer = setInterval(tick, interval);
    this.timer.unref();
    tick();
  }

  async sweep(minAgeMs = sweepMinAge()): Promise<SweepResult> {
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [SWEEP_LOCK])) as Array<{ locked: boolean }>;
        if (!locked) return { partials: 0, unreferenced: 0 };
        const rows = (await manager.query(
          `DELETE FROM files WHERE state <> 'kept' AND created_at < now() - make_interval(secs => $1) RETURNING state`,
          [minAgeMs / 1000],
        )) as [Array<{ state: string }>, number];
        const removed = Array.isArray(rows[0]) ? rows[0] : (rows as unknown as Array<{ state: string }>);
        return { partials: removed.filter((r) => r.state === 'receiving').length, unreferenced: removed.filter((r) => r.state !== 'receiving').length };
      });
      if (result.partials + result.unreferenced > 0) this.logger.log(`swept ${result.partials} partial and ${result.unreferenced} unreferenced stored files`);
      return result;
    } catch (error) {
      this.logger.warn(`file sweep failed: ${(error as Error).message}`);
      return { partials: 0, unreferenced: 0 };
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

/** UPLOAD_SWEEP_MIN_AGE_MS shortens the hour for tests of the sweep itself. */
function sweepMinAge(): number {
  const raw = Number(process.env.UPLOAD_SWEEP_MIN_AGE_MS);
  return Number.isInteger(raw) && raw >= 0 ? raw : SWEEP_MIN_AGE_MS;
}
