import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#platform';

const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/** Files younger than this are left alone: an upload may still be arriving or committing. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 15 * 60 * 1000;

export interface SweepResult {
  partials: number;
  unreferenced: number;
}

/**
 * Removes from `dir` the partial uploads (`*.part`: a process died mid-upload) and the stored files
 * no document row names (a crash between storing and committing, or after a delete committed),
 * once older than `minAgeMs`. Nothing else in the folder is touched.
 */
export async function sweepUploads(dir: string, isReferenced: (names: string[]) => Promise<Set<string>>, minAgeMs = SWEEP_MIN_AGE_MS, now = Date.now()): Promise<SweepResult> {
  const result: SweepResult = { partials: 0, unreferenced: 0 };
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return result;
  }
  const old = async (name: string) => {
    const info = await stat(join(dir, name)).catch(() => null);
    return !!info && info.isFile() && now - info.mtimeMs >= minAgeMs;
  };
  const candidates: string[] = [];
  for (const name of names) {
    if (PART_NAME.test(name) && (await old(name))) {
      await rm(join(dir, name), { force: true });
      result.partials += 1;
    } else if (UUID_NAME.test(name) && (await old(name))) {
      candidates.push(name);
    }
  }
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const referenced = await isReferenced(batch);
    for (const name of batch) {
      if (referenced.has(name)) continue;
      await rm(join(dir, name), { force: true });
      result.unreferenced += 1;
    }
  }
  return result;
}

/**
 * Runs sweepUploads at start and every 15 minutes (UPLOAD_SWEEP_INTERVAL_MS) in each API process
 * (issue 15, finding 5). Every process may run it: removing a file twice is harmless.
 */
@Injectable()
export class DocumentSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('uploads');
  private readonly dir: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.dir = join(config.dataDir, 'uploads');
  }

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

  async sweep(minAgeMs = SWEEP_MIN_AGE_MS): Promise<SweepResult> {
    try {
      const result = await sweepUploads(this.dir, async (names) => {
        const rows: Array<{ stored_name: string }> = await this.dataSource.query(`SELECT stored_name FROM centre_documents WHERE stored_name = ANY($1::text[])`, [names]);
        return new Set(rows.map((r) => r.stored_name));
      }, minAgeMs);
      if (result.partials + result.unreferenced > 0) this.logger.log(`swept ${result.partials} partial and ${result.unreferenced} unreferenced upload files`);
      return result;
    } catch (error) {
      this.logger.warn(`upload sweep failed: ${(error as Error).message}`);
      return { partials: 0, unreferenced: 0 };
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
