import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#platform';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Uploaded bytes in DATA_DIR/uploads under random names (DECISIONS §4): no part of a path ever
 * comes from the uploader, and a stored name read back from the database is checked before use.
 */
@Injectable()
export class DocumentStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Where an upload is written while it arrives and is checked. */
  newTempPath(): string {
    return join(this.dir, `${randomUUID()}.part`);
  }

  /** Moves a checked upload to its final random name and returns that name. */
  async keep(tempPath: string): Promise<string> {
    const storedName = randomUUID();
    await rename(tempPath, join(this.dir, storedName));
    return storedName;
  }

  pathOf(storedName: string): string | null {
    return STORED_NAME.test(storedName) ? join(this.dir, storedName) : null;
  }

  /** Best effort: a file left behind is garbage, not a failure of the request. */
  async discard(path: string | null): Promise<void> {
    if (path) await rm(path, { force: true }).catch(() => {});
  }
}
