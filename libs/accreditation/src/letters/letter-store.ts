import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#platform';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
export const LETTERS_DIR = 'letters';

/** Letters in DATA_DIR/letters under random names; a name read back from the database is checked before use. */
@Injectable()
export class LetterStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, LETTERS_DIR);
  }

  async write(pdf: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const storedName = `${randomUUID()}.pdf`;
    await writeFile(join(this.dir, storedName), pdf, { flag: 'wx', mode: 0o600 });
    return storedName;
  }

  pathOf(storedName: string | null | undefined): string | null {
    return storedName && STORED_NAME.test(storedName) ? join(this.dir, storedName) : null;
  }

  /** The same file named relative to DATA_DIR, as a mail attachment reference wants it. */
  relativePathOf(storedName: string): string | null {
    return STORED_NAME.test(storedName) ? `${LETTERS_DIR}/${storedName}` : null;
  }

  /** Best effort: an orphaned file is garbage, not a failure of the job. */
  async discard(storedName: string): Promise<void> {
    const path = this.pathOf(storedName);
    if (path) await rm(path, { force: true }).catch(() => {});
  }
}

export function letterFilename(reference: string): string {
  return `accreditation-letter-${reference}.pdf`;
}
