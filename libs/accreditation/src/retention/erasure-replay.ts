import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RETENTION_RULES, type RetentionRule } from '#contracts';
import { APP_CONFIG, type AppConfig } from '#platform';
import { ERASURE_LEDGER, ErasureService, type ErasureRequest } from './erasure.service.js';

/**
 * After a restore (docs/OPERATIONS.md "Erasures and backups"): the erasure ledger in DATA_DIR lists
 * every erasure, the database only those made before its backup. At start, each subject the ledger
 * names and the database has not erased is erased again, so a restore never brings erased values
 * back. A subject the backup does not hold at all is passed by.
 */
@Injectable()
export class ErasureReplay implements OnApplicationBootstrap {
  private readonly logger = new Logger('retention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly erasure: ErasureService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const file = join(this.config.dataDir, ERASURE_LEDGER);
    if (!existsSync(file)) return;
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as { subject: string; rule: RetentionRule | 'request'; erasedAt: string }];
        } catch {
          return [];
        }
      });
    if (lines.length === 0) return;
    const done = new Set(
      ((await this.dataSource.query('SELECT subject FROM erasures WHERE subject = ANY($1)', [lines.map((l) => l.subject)])) as Array<{ subject: string }>).map((r) => r.subject),
    );
    let replayed = 0;
    for (const line of lines.filter((l) => !done.has(l.subject))) {
      const request: ErasureRequest = { rule: line.rule in RETENTION_RULES || line.rule === 'request' ? line.rule : 'request', reason: `re-applied after a restore (erased ${line.erasedAt})`, replay: true };
      const [kind, id] = [line.subject.slice(0, line.subject.indexOf(':')), line.subject.slice(line.subject.indexOf(':') + 1)];
      try {
        const outcome =
          kind === 'centre'
            ? await this.erasure.eraseCentre(id, request)
            : kind === 'staff'
              ? await this.erasure.eraseStaff(id, request)
              : 'already_erased';
        if (outcome === 'erased') replayed++;
      } catch (error) {
        this.logger.warn(`${line.subject} not re-applied: ${(error as Error).message}`);
      }
    }
    if (replayed > 0) this.logger.log(`${replayed} erasure(s) recorded after the backup re-applied`);
  }
}
