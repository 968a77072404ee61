import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RETENTION_RULES } from '#contracts';
import { ERASURE_JOURNAL, type ErasureJournal, type JournalEntry } from './erasure-journal.js';
import { ErasureService, type ErasureRequest } from './erasure.service.js';

/**
 * After a restore (docs/OPERATIONS.md "Erasures and backups"): the erasure journal (Redis shared by
 * every instance, or DATA_DIR in the default mode) lists every erasure, the database only those made
 * before its backup. At start, each subject the journal names and the database has not erased is
 * erased again, so a restore never brings erased values back. A subject the backup does not hold at
 * all is passed by. Every instance does it; the erasures table lets only one erase each subject.
 */
@Injectable()
export class ErasureReplay implements OnApplicationBootstrap {
  private readonly logger = new Logger('retention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly erasure: ErasureService,
    @Inject(ERASURE_JOURNAL) private readonly journal: ErasureJournal,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let lines: JournalEntry[];
    try {
      lines = await this.journal.entries();
    } catch (error) {
      // Not a reason to stay down: the operator is told, and the next start replays.
      this.logger.error(`erasure journal (${this.journal.where}) not read, erasures made after a restored backup are not re-applied: ${(error as Error).message}`);
      return;
    }
    const bySubject = new Map(lines.map((l) => [l.subject, l]));
    if (bySubject.size === 0) return;
    const done = new Set(
      ((await this.dataSource.query('SELECT subject FROM erasures WHERE subject = ANY($1)', [[...bySubject.keys()]])) as Array<{ subject: string }>).map((r) => r.subject),
    );
    let replayed = 0;
    for (const line of [...bySubject.values()].filter((l) => !done.has(l.subject))) {
      const request: ErasureRequest = { rule: line.rule in RETENTION_RULES || line.rule === 'request' ? line.rule : 'request', reason: `re-applied after a restore (erased ${line.erasedAt})`, replay: true };
      const [kind, id] = [line.subject.slice(0, line.subject.indexOf(':')), line.subject.slice(line.subject.indexOf(':') + 1)];
      try {
        const outcome =
          kind === 'centre'
            ? await this.erasure.eraseCentre(id, request)
            : kind === 'staff'
              ? await this.erasure.eraseStaff(id, request)
              : kind === 'privacy_request'
                ? await this.erasure.erasePrivacyRequest(id, request)
                : 'already_erased';
        if (outcome === 'erased') replayed++;
      } catch (error) {
        this.logger.warn(`${line.subject} not re-applied: ${(error as Error).message}`);
      }
    }
    if (replayed > 0) this.logger.log(`${replayed} erasure(s) recorded after the backup re-applied (journal: ${this.journal.where})`);
  }
}
